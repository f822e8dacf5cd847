import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * Whether this build loads Google Analytics (docusaurus.config.ts sets `analyticsInUse` from
 * GA_TRACKING_ID), so the privacy policy describes analytics only when it is in use.
 */
export function useAnalyticsInUse(): boolean {
  return useDocusaurusContext().siteConfig.customFields?.analyticsInUse === true;
}
