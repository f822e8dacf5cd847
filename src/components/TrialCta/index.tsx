import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import Phrases from '@site/src/components/Phrases';
import {PRIVACY_POLICY_PATH, school, TRIAL_CONSENT, TRIAL_CTA_LABEL} from '@site/src/data/school';
import styles from './styles.module.css';

interface Props {
  /** A second button beside the trial button, such as the beginners' guide in the hero. */
  readonly children?: ReactNode;
  /** Centres the buttons and the line, as in the closing section. */
  readonly centered?: boolean;
}

/**
 * The free-trial button (the external form, in a new tab) with the line that sending the form
 * means agreeing to the privacy policy. Every trial button in the pages is this one; the navbar's
 * has no room for the line and relies on the form's own required consent item.
 */
export default function TrialCta({children, centered = false}: Props) {
  return (
    <div className={clsx(styles.cta, centered && styles.centered)}>
      <div className={styles.buttons}>
        <Link
          className={clsx('button button--lg', styles.button, styles.trial)}
          href={school.trialFormUrl}>
          <Phrases text={TRIAL_CTA_LABEL} />
        </Link>
        {children}
      </div>
      <p className={styles.consent}>
        {TRIAL_CONSENT.before}
        <Link to={PRIVACY_POLICY_PATH}>{TRIAL_CONSENT.link}</Link>
        {TRIAL_CONSENT.after}
      </p>
    </div>
  );
}

/** The sizing of the trial button, for a second button in the same row. */
export const ctaButtonClass = styles.button;
