import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

const PRISM = 'prism-react-renderer';

/**
 * Code is highlighted at build time with Shiki (plugins/markdown/rehype-shiki.ts) and src/theme/CodeBlock
 * renders the tokens, so nothing on the site uses Prism. The classic theme still imports
 * prism-react-renderer in a client module of its own, which would put Prism (about 35 KB gzip)
 * into the JavaScript of every page; the package resolves to an empty module instead. This names
 * the public package, not a file inside the theme, so a theme update cannot silently bypass it.
 * A production build in which nothing imports the package fails, naming the plugin. The imports
 * are read from the finished module graph, which a build restoring modules from the bundler's
 * persistent cache has too.
 */
export default function noPrismPlugin(): Plugin {
  return {
    name: 'no-prism',
    configureWebpack(config, isServer) {
      const alias = {resolve: {alias: {[`${PRISM}$`]: false as const}}};
      if (isServer || config.mode !== 'production') return alias;
      const requirePrismImport = {
        apply(compiler: Compiler) {
          compiler.hooks.afterEmit.tap('no-prism', ({modules}) => {
            const imported = [...modules].some((module) =>
              module.dependencies.some(
                (dependency) => 'request' in dependency && dependency.request === PRISM,
              ),
            );
            if (imported) return;
            throw new Error(
              `plugins/performance/no-prism: nothing imports ${PRISM} any more, so the plugin ` +
                'and src/theme/prism-include-languages.ts do nothing. Remove both and re-measure ' +
                '(npm run bench:ablation).',
            );
          });
        },
      };
      return {...alias, plugins: [requirePrismImport]};
    },
  };
}
