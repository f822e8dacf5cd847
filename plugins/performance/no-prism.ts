import type {Plugin} from '@docusaurus/types';

/**
 * Code is highlighted at build time with Shiki (plugins/markdown/rehype-shiki.ts) and src/theme/CodeBlock
 * renders the tokens, so nothing on the site uses Prism. The classic theme still imports
 * prism-react-renderer in a client module of its own, which would put Prism (about 35 KB gzip)
 * into the JavaScript of every page; the package resolves to an empty module instead. This names
 * the public package, not a file inside the theme, so a theme update cannot silently bypass it.
 */
export default function noPrismPlugin(): Plugin {
  return {
    name: 'no-prism',
    configureWebpack: () => ({resolve: {alias: {'prism-react-renderer$': false}}}),
  };
}
