import type {Plugin} from '@docusaurus/types';
import {escapeHtml} from '../../src/lib/escapeHtml';

/**
 * A notice above every page that is not the real public site (a pull request preview, a site
 * published with sample facts). It is static HTML before the app root, so it shows without
 * JavaScript, never shifts the layout and reads the same in both colour modes.
 */
const style = `.site-notice {
  background: #fff3c4;
  color: #3b2f00;
  border-bottom: 2px solid #8a6d00;
  padding: 0.5rem 1rem;
  text-align: center;
  font-weight: 700;
  line-height: 1.5;
}
.site-notice p { margin: 0; }`;

/** The plugin that shows `notices` (sentences) above every page; none shows nothing. */
export default function siteNoticePlugin(notices: readonly string[]): () => Plugin {
  return () => ({
    name: 'site-notice',
    injectHtmlTags: () =>
      notices.length === 0
        ? {}
        : {
            headTags: [{tagName: 'style', innerHTML: style}],
            preBodyTags: [
              {
                tagName: 'div',
                attributes: {
                  class: 'site-notice',
                  role: 'region',
                  'aria-label': 'サイトについてのお知らせ',
                },
                innerHTML: notices.map((notice) => `<p>${escapeHtml(notice)}</p>`).join(''),
              },
            ],
          },
  });
}
