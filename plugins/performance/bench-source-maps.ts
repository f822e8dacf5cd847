import type {Plugin} from '@docusaurus/types';

/**
 * Source maps for the browser bundles, without a `sourceMappingURL` comment in them. Only
 * `npm run bench` turns it on (BENCH_SOURCE_MAPS=true), in a build of its own, to tell which
 * package each byte of the main bundle comes from; the site is never deployed with it. Module
 * concatenation is off there: concatenated modules lost their own mappings (the main bundle's
 * map named 8 sources), so the shares are of a slightly larger, unconcatenated bundle.
 */
export default function benchSourceMapsPlugin(): Plugin {
  return {
    name: 'bench-source-maps',
    configureWebpack: (_config, isServer) =>
      isServer ? {} : {devtool: 'hidden-source-map', optimization: {concatenateModules: false}},
  };
}
