import type {Plugin} from '@docusaurus/types';
import type {Chunk, Module} from 'webpack';
import {docsPluginDefaults} from '../../lib/pluginOptions';

/**
 * The route components the docs plugin nests around every doc page, as its defaults name them
 * (`docsRootComponent`, `docVersionRootComponent`, `docRootComponent`, `docItemComponent`).
 */
function docsPageComponents(): Set<string> {
  const defaults = docsPluginDefaults();
  return new Set([
    defaults.docsRootComponent,
    defaults.docVersionRootComponent,
    defaults.docRootComponent,
    defaults.docItemComponent,
  ]);
}

const DOCS_PAGE_CHUNK = 'docs-page';

/** The site's facts and rule sentences (src/data), which pages render as text. */
const SITE_DATA = /[\\/]src[\\/]data[\\/]/;
const isSiteData = (module: Module) =>
  SITE_DATA.test((module as {resource?: string}).resource ?? '');

/** The part of the bundler's compiler this plugin taps. */
interface Compiler {
  hooks: {
    afterEmit: {
      tap(
        name: string,
        run: (compilation: {chunks: Iterable<{name?: string | null}>}) => void,
      ): void;
    };
  };
}

/** Fails a production build in which no chunk was loaded by a docs page component. */
const requireDocsPageChunk = {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('split-route-chunks', ({chunks}) => {
      if ([...chunks].some(({name}) => name === DOCS_PAGE_CHUNK)) return;
      throw new Error(
        "plugins/performance/split-route-chunks: no chunk is loaded by the docs plugin's page " +
          'components, so the docs-page chunk is empty: Docusaurus changed how doc pages load ' +
          'them. Remove the docsPage group and re-measure (npm run bench:ablation), or adapt it.',
      );
    });
  },
};

/**
 * How the browser bundle splits the chunks of lazily loaded route components.
 *
 * - The bundler's default "vendors" group moved the package modules of each route component into
 *   a chunk of its own, so a page fetched extra chunks whose modules only its own components use.
 *   Only modules that two or more route chunks share get a chunk of their own here, except the
 *   site's facts and rule sentences (src/data): each is small and read as the page's text, so it
 *   travels in each page's chunk, which gzip compresses with the text around it. In a chunk of
 *   their own, the rule sentences the terms, the legal notice and the fees page share cost each
 *   of them 0.9–1.1 KiB more on the first visit (`terms` 20.6 → 21.7 KiB beyond its text).
 * - Every doc page loads the same four route components, each a chunk of its own, plus the chunk
 *   of Markdown components they share with blog posts and pages. They become one chunk, which gzip
 *   compresses as a whole: 2.8 KiB less on each doc page (`terms` 137.1 → 134.3 KiB). The cost is
 *   a second copy of the Markdown components, 6.7 KiB gzip, fetched by a visitor who goes on from
 *   the docs to a blog post.
 */
export default function splitRouteChunksPlugin(): Plugin {
  const components = docsPageComponents();
  /** Whether the chunk is loaded by importing one of the docs page components. */
  const isDocsPageChunk = (chunk: Chunk): boolean =>
    [...chunk.groupsIterable].some((group) =>
      group.origins.some(({request}) => components.has(request)),
    );
  return {
    name: 'split-route-chunks',
    configureWebpack: (config, isServer) =>
      isServer
        ? {}
        : {
            plugins: config.mode === 'production' ? [requireDocsPageChunk] : [],
            optimization: {
              splitChunks: {
                cacheGroups: {
                  defaultVendors: false,
                  sharedByRoutes: {
                    chunks: 'async',
                    minChunks: 2,
                    reuseExistingChunk: true,
                    test: (module: Module) => !isSiteData(module),
                  },
                  docsPage: {
                    chunks: isDocsPageChunk,
                    name: DOCS_PAGE_CHUNK,
                    enforce: true,
                    priority: 1,
                  },
                },
              },
            },
          },
  };
}
