import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const REGISTRY_MODULE = /^@generated\/registry$/;
const CLIENT_REGISTRY = 'registry-client.js';
/**
 * One row of Docusaurus's generated registry.js: a chunk name, its loader, the module's path and
 * its weak module id. The path is there for react-loadable's server-side report only.
 */
const ROW =
  /^(\s*"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)), "\2", (require\.resolveWeak\("\2"\)\],)/gm;
const LOADER = /\(\) => import\(/g;

/**
 * Docusaurus's registry.js with `0` for each row's module path; fails naming the plugin when a
 * row has another shape.
 */
function clientRegistry(registry: string): string {
  const rows = registry.match(LOADER)?.length ?? 0;
  let trimmed = 0;
  const client = registry.replace(ROW, (_row, loader: string, _module, weak: string) => {
    trimmed += 1;
    return `${loader}, 0, ${weak}`;
  });
  if (rows === 0 || trimmed !== rows) {
    throw new Error(
      `plugins/performance/route-registry: only ${trimmed} of the ${rows} rows of Docusaurus's ` +
        'registry.js have the shape `"name": [() => import(/* webpackChunkName: "name" */ "path"), ' +
        '"path", require.resolveWeak("path")],`. Docusaurus changed how it writes it: update ' +
        'ROW to the new shape, or take the plugin out of docusaurus.config.ts.',
    );
  }
  return client;
}

/**
 * The route registry every page's `main` holds without the module path of each route module.
 *
 * Docusaurus's registry has a row per module a route loads (a post's Markdown, a page's props),
 * and each row names the module's path (`@site/blog/2023-04-01-welcome/index.md`) for
 * react-loadable, which reads it only when rendering on the server. The client build gets a copy
 * with `0` in its place. Measured on the test build with 48 ordinary posts: main 118,008 →
 * 116,923 B gzip, the route table's growth 103 → 90 B a post.
 */
export default function routeRegistryPlugin({generatedFilesDir}: LoadContext): Plugin {
  return {
    name: 'route-registry',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      const client = clientRegistry(
        readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8'),
      );
      const file = path.join(generatedFilesDir, CLIENT_REGISTRY);
      writeFileSync(file, client);
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(REGISTRY_MODULE, file)],
      };
    },
  };
}
