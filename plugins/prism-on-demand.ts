import type {Plugin} from '@docusaurus/types';

/**
 * The classic theme registers the Prism languages in a client module, which puts Prism (about
 * 25 KB gzip) into the JavaScript every page loads first. This drops that module; pages that
 * show code load Prism and register the languages with their own chunk (src/lib/highlightedCodeBlock.ts).
 */
export default function prismOnDemandPlugin(): Plugin {
  const themeClientModule =
    require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  return {
    name: 'prism-on-demand',
    configureWebpack: () => ({resolve: {alias: {[themeClientModule]: false}}}),
  };
}
