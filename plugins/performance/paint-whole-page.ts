import type {Plugin} from '@docusaurus/types';

/** The id of an empty element after the app root: the last thing the browser parses. */
const PAGE_END_ID = 'page-end';

/**
 * On a slow CPU Chromium paints a half-parsed page, so the navbar, the announcement bar and the
 * footer grow and shift while the rest arrives. `<link rel="expect" blocking="render">` holds the
 * first paint until the page-end marker is parsed; browsers without it render as before.
 */
export default function paintWholePagePlugin(): Plugin {
  return {
    name: 'paint-whole-page',
    injectHtmlTags: () => ({
      headTags: [
        {tagName: 'link', attributes: {rel: 'expect', href: `#${PAGE_END_ID}`, blocking: 'render'}},
      ],
      postBodyTags: [{tagName: 'div', attributes: {id: PAGE_END_ID, hidden: true}}],
    }),
  };
}
