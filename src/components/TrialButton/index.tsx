import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {school, TRIAL_CTA_LABEL} from '@site/src/data/school';
import styles from './styles.module.css';

interface Props {
  readonly children?: ReactNode;
  readonly className?: string;
}

/** The call to action: opens the external free-trial form in a new tab. */
export default function TrialButton({children = TRIAL_CTA_LABEL, className}: Props) {
  return (
    <Link
      className={clsx('button button--lg', styles.trialButton, className)}
      href={school.trialFormUrl}>
      {children}
    </Link>
  );
}
