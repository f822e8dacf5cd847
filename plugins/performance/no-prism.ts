import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

const PRISM = 'prism-react-renderer';

/**
 * Code is highlighted at build time with Shiki (plugins/markdown/rehype-shiki.ts) and src/theme/CodeBlock
 * renders the tokens, so nothing on the site uses Prism. The classic theme still imports
 * prism-react-renderer in a client module of its own, which would put Prism (about 35 KB gzip)
 * into the JavaScript of every page; the package resolves to an empty module instead. This names
 * the public package, not a file inside the theme, so a theme update cannot silently bypass it.
 * A production build in which nothing imports the package fails, naming the plugin.
 */
export default function noPrismPlugin(): Plugin {
  return {
    name: 'no-prism',
    configureWebpack(config, isServer, {currentBundler}) {
      const alias = {resolve: {alias: {[`${PRISM}$`]: false as const}}};
      if (isServer || config.mode !== 'production') return alias;
      let imported = false;
      const requirePrismImport = {
        apply(compiler: Compiler) {
          compiler.hooks.afterEmit.tap('no-prism', () => {
            if (imported) return;
            throw new Error(
              `plugins/performance/no-prism: nothing imports ${PRISM} any more, so the plugin ` +
                'and src/theme/prism-include-languages.ts do nothing. Remove both and re-measure ' +
                '(npm run bench:ablation).',
            );
          });
        },
      };
      return {
        ...alias,
        plugins: [
          // Called for each import of the package, before the alias empties it.
          new currentBundler.instance.NormalModuleReplacementPlugin(
            new RegExp(`^${PRISM}$`),
            () => {
              imported = true;
            },
          ),
          requirePrismImport,
        ],
      };
    },
  };
}
