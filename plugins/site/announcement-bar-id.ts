import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-common';

/**
 * The theme's inline script hides the announcement bar before hydration whenever any earlier
 * announcement was dismissed, so a new one stays hidden for one more page load. This script runs
 * right after it and hides the bar only when the dismissed announcement is the current one.
 */
export default function announcementBarIdPlugin({siteConfig, siteStorage}: LoadContext): Plugin {
  const {announcementBar} = siteConfig.themeConfig as ThemeConfig;
  const storage = `window[${JSON.stringify(siteStorage.type)}]`;
  const dismissKey = JSON.stringify(`docusaurus.announcement.dismiss${siteStorage.namespace}`);
  const idKey = JSON.stringify(`docusaurus.announcement.id${siteStorage.namespace}`);
  const script = `(function() {
  try {
    var dismissed = ${storage}.getItem(${dismissKey}) === 'true'
      && ${storage}.getItem(${idKey}) === ${JSON.stringify(announcementBar?.id)};
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', String(dismissed));
  } catch (err) {}
})();`;
  return {
    name: 'announcement-bar-id',
    injectHtmlTags: () =>
      announcementBar ? {preBodyTags: [{tagName: 'script', innerHTML: script}]} : {},
  };
}
