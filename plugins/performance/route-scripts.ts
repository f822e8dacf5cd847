import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** What `docusaurus build` writes for its page template: which files each chunk needs. */
interface ClientManifest {
  origins: Record<string, (string | number)[]>;
}

interface ChunkGroup {
  chunks: readonly {id?: string | number | null}[];
  origins: readonly {request?: string | null}[];
}

/** The part of the bundler's compiler this plugin taps. */
interface Compiler {
  hooks: {
    afterEmit: {
      tap(name: string, run: (compilation: {chunkGroups: readonly ChunkGroup[]}) => void): void;
    };
  };
}

const CHANGED =
  "plugins/performance/route-scripts: Docusaurus's client-manifest.json is not what this plugin " +
  'reads (an object whose `origins` lists chunk ids by module path): Docusaurus changed how pages ' +
  'name their scripts. Remove this plugin and re-measure (npm run bench:ablation), or adapt it.';

/** Lists each chunk group's files also under the module paths that import the group. */
function addModulePaths(manifestFile: string, chunkGroups: readonly ChunkGroup[]): void {
  if (!existsSync(manifestFile)) throw new Error(`${CHANGED} (${manifestFile} is missing)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Partial<ClientManifest>;
  const {origins} = manifest;
  if (!origins) throw new Error(CHANGED);
  for (const group of chunkGroups) {
    const chunks = group.chunks.map(({id}) => String(id));
    if (chunks.length === 0) continue;
    for (const {request} of group.origins) {
      if (request) origins[request] ??= chunks;
    }
  }
  writeFileSync(manifestFile, JSON.stringify(manifest));
}

/**
 * Lists each page's own scripts in its HTML, so the browser fetches them with the main bundle.
 *
 * The page template adds the scripts of every module the page rendered, looked up by module
 * path (`@theme/DocItem`) in the build's client manifest. That manifest names chunks by chunk
 * name (`17896441`) instead, so no lookup matched: the HTML named only `runtime~main` and
 * `main`, and the page's chunks were requested only once `main` had run, one round trip later,
 * by script elements it created while running. This adds the chunks of each chunk group under
 * the module paths that import it, which is what the template looks up; a group whose own chunk
 * was merged into another (plugins/performance/split-route-chunks.ts) has no name in the manifest at all.
 */
export default function routeScriptsPlugin(context: LoadContext): Plugin {
  // Written by the client build for the page template (the dev server writes none).
  const manifestFile = path.join(context.generatedFilesDir, 'client-manifest.json');
  const fixManifest = {
    apply(compiler: Compiler) {
      compiler.hooks.afterEmit.tap('route-scripts', ({chunkGroups}) => {
        addModulePaths(manifestFile, chunkGroups);
      });
    },
  };
  return {
    name: 'route-scripts',
    // Only the production client build writes the manifest; the dev server does not.
    configureWebpack: (config, isServer) =>
      isServer || config.mode !== 'production' ? {} : {plugins: [fixManifest]},
  };
}
