import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * @docusaurus/utils-common is CommonJS and requires tslib for a single helper; a require()
 * cannot be tree-shaken, so all of tslib (3.7 KiB gzip) went into every page's main bundle.
 * The browser bundles get src/lib/docusaurusUtilsCommon.ts instead, which re-exports the same
 * functions as ES modules from the package's own files; the server build keeps the package.
 */
export default function utilsCommonEsmPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'utils-common-esm',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            resolve: {
              alias: {
                '@docusaurus/utils-common$': path.join(siteDir, 'src/lib/docusaurusUtilsCommon.ts'),
              },
            },
          },
  };
}
