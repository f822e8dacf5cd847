import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import type {Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';

/**
 * Writes the browser scripts' Japanese as UTF-8 instead of `\uXXXX` escapes.
 *
 * Docusaurus minifies with `ascii_only`, for a bug of an old minifier with emoji in regular
 * expressions (create-react-app#2488) that SWC does not have. An escape takes six ASCII bytes
 * for a character's three, and gzip packs them worse: a page whose facts and rule sentences ship
 * as JavaScript (the terms: its own chunk 14.4 → 12.5 KiB gzip) pays for it on every first visit.
 * The pages declare UTF-8, and GitHub Pages serves scripts as UTF-8. The build fails naming this
 * plugin if Docusaurus stops using the SWC minimizer it replaces.
 */
export default function utf8ScriptsPlugin(): Plugin {
  return {
    name: 'utf8-scripts',
    configureWebpack: (config, isServer, {currentBundler}) => {
      if (isServer || config.mode !== 'production') return {};
      const {SwcJsMinimizerRspackPlugin} = currentBundler.instance as unknown as {
        SwcJsMinimizerRspackPlugin: new (options: {
          minimizerOptions: object;
        }) => WebpackPluginInstance;
      };
      const minimizers = config.optimization?.minimizer ?? [];
      const at = minimizers.findIndex(
        (minimizer) => minimizer instanceof SwcJsMinimizerRspackPlugin,
      );
      if (at < 0) {
        throw new Error(
          'plugins/performance/utf8-scripts: the build has no SWC script minimizer to replace; ' +
            'Docusaurus changed how it minifies. Remove this plugin or adapt it.',
        );
      }
      const options = getSwcJsMinimizerOptions();
      minimizers[at] = new SwcJsMinimizerRspackPlugin({
        minimizerOptions: {
          ...options,
          minify: true,
          ecma: 2020,
          format: {...options.format, ascii_only: false},
        },
      });
      return {};
    },
  };
}
