import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import Phrases from '@site/src/components/Phrases';
import {school, TRIAL_CONSENT, TRIAL_CTA_LABEL} from '@site/src/data/school';
import styles from './styles.module.css';

interface Props {
  /** A second button beside the trial button, such as the beginners' guide in the hero. */
  readonly children?: ReactNode;
  /** Centres the buttons and the line, as in the closing section. */
  readonly centered?: boolean;
}

/**
 * The free-trial button (the external form, in a new tab) with the line that sending the form
 * means agreeing to the privacy policy, whose table lists the foreign services the application
 * reaches (個人情報保護法28条1項, 施行規則17条2項). Every trial button in the pages is this one;
 * the navbar's has no room for the line and relies on the form's own required consent item
 * (README 「教室情報」).
 */
export default function TrialCta({children, centered = false}: Props) {
  return (
    <div>
      {/* Centred only in the closing section: an inline style spares every page a CSS rule. */}
      <div className={styles.buttons} style={centered ? {justifyContent: 'center'} : undefined}>
        <Link
          className={clsx('button button--lg', styles.button, styles.trial)}
          href={school.trialFormUrl}>
          <Phrases text={TRIAL_CTA_LABEL} />
        </Link>
        {children}
      </div>
      {/* The <wbr>s beside the link make the line keep-all (src/css/custom.css): it wraps only
          between phrases, and 「プライバシーポリシー」 stays whole, as headings do. */}
      <p className={styles.consent} data-phrase-breaks>
        <Phrases text={TRIAL_CONSENT.before} />
        <wbr />
        <Link to="/docs/aboutCompany/privacyPolicy">{TRIAL_CONSENT.link}</Link>
        <wbr />
        <Phrases text={TRIAL_CONSENT.after} />。
      </p>
    </div>
  );
}

/** The sizing of the trial button, for a second button in the same row. */
export const ctaButtonClass = styles.button;
