import type {Plugin} from '@docusaurus/types';

/**
 * Source maps for the browser bundles, without a `sourceMappingURL` comment in them. Only
 * `npm run bench` turns it on (BENCH_SOURCE_MAPS=true), in a build of its own, to tell which
 * package each byte of the main bundle comes from; the site is never deployed with it.
 */
export default function benchSourceMapsPlugin(): Plugin {
  return {
    name: 'bench-source-maps',
    configureWebpack: (_config, isServer) => (isServer ? {} : {devtool: 'hidden-source-map'}),
  };
}
