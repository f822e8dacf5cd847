import type {Plugin} from '@docusaurus/types';

/**
 * On narrow screens the navbar links live in a menu that needs JavaScript to open. Without
 * JavaScript, show them in the navbar itself (wrapping as needed) and hide the dead menu button.
 */
const style = `@media (max-width: 996px) {
  .navbar { height: auto; }
  .navbar__inner { flex-wrap: wrap; gap: 0.25rem 0; }
  .navbar__toggle { display: none; }
  .navbar__item { display: inline-block; }
}`;

export default function noJsNavbarPlugin(): Plugin {
  return {
    name: 'no-js-navbar',
    injectHtmlTags: () => ({
      headTags: [{tagName: 'noscript', innerHTML: `<style>${style}</style>`}],
    }),
  };
}
