/**
 * plugins/performance/no-prism with the bundler the site builds with: Prism is emptied, and the
 * plugin tells who imports it from the bundler's module graph (`module.dependencies[].request`,
 * Rspack's typed API), so that it fails the build only when nothing imports Prism any more.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {rspack} from '@docusaurus/faster';
import type {ConfigureWebpackUtils} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import noPrismPlugin from '../../plugins/performance/no-prism';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Bundles `entry` for production with the plugin's configuration; the error is the build's. */
async function bundle(entry: string): Promise<{code: string; error?: Error}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'no-prism-'));
  try {
    await writeFile(path.join(dir, 'entry.js'), entry);
    const own = noPrismPlugin().configureWebpack?.(
      {mode: 'production'},
      false,
      {} as ConfigureWebpackUtils,
      undefined,
    ) as Configuration;
    const compiler = rspack({
      mode: 'production',
      entry: path.join(dir, 'entry.js'),
      output: {path: dir, filename: 'out.js'},
      optimization: {minimize: false},
      // The entry lies outside the site: packages come from the site's node_modules.
      resolve: {...own.resolve, modules: [path.join(ROOT, 'node_modules')]} as never,
      plugins: own.plugins as never,
    });
    const error = await new Promise<Error | undefined>((resolve) => {
      compiler.run((failure, stats) => {
        compiler.close(() => {
          resolve(failure ?? (stats?.hasErrors() ? new Error(stats.toString()) : undefined));
        });
      });
    });
    const code = error ? '' : await readFile(path.join(dir, 'out.js'), 'utf8');
    return {code, error};
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

test('plugins/performance/no-prism: an import of prism-react-renderer bundles none of Prism', async () => {
  const {code, error} = await bundle(
    `import * as prism from 'prism-react-renderer';\nconsole.log(prism.Highlight);\n`,
  );
  assert.equal(
    error,
    undefined,
    'plugins/performance/no-prism no longer sees an import of prism-react-renderer in the ' +
      "bundler's module graph (module.dependencies[].request). If the bundler's API changed, read " +
      'the imports where it shows them now; the plugin must fail only when nothing imports Prism.',
  );
  // Unminified, the bundle names each module it holds by its path.
  assert.ok(!code.includes('node_modules/prism-react-renderer/'), 'Prism is in the bundle');
});

test('plugins/performance/no-prism: a production build in which nothing imports Prism fails, naming the plugin', async () => {
  const {error} = await bundle("console.log('no Prism here');\n");
  assert.match(
    String(error?.message),
    /plugins\/performance\/no-prism: nothing imports prism-react-renderer any more/,
  );
});
