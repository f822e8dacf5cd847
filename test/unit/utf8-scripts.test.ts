/**
 * plugins/performance/utf8-scripts with the bundler the site builds with: it swaps Docusaurus's
 * SWC minimizer (`ascii_only`) for one that writes Japanese as UTF-8, and fails naming itself when
 * there is no such minimizer to swap.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {getSwcJsMinimizerOptions, rspack} from '@docusaurus/faster';
import type {ConfigureWebpackUtils} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import utf8ScriptsPlugin from '../../plugins/performance/utf8-scripts';

const UTILS = {
  currentBundler: {name: 'rspack', instance: rspack},
} as unknown as ConfigureWebpackUtils;

/** The minimizer as Docusaurus sets it up for the browser (`@docusaurus/bundler`). */
const docusaurusMinimizer = () =>
  new rspack.SwcJsMinimizerRspackPlugin({
    minimizerOptions: {minify: true, ...getSwcJsMinimizerOptions()} as never,
  });

/** Minifies a script that logs Japanese, with the minimizers `configure` leaves. */
async function minified(configure: (config: Configuration) => void): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'utf8-scripts-'));
  try {
    await writeFile(path.join(dir, 'entry.js'), 'console.log("体験レッスン");\n');
    const config: Configuration = {
      mode: 'production',
      optimization: {minimize: true, minimizer: [docusaurusMinimizer() as never]},
    };
    configure(config);
    const compiler = rspack({
      mode: 'production',
      entry: path.join(dir, 'entry.js'),
      output: {path: dir, filename: 'out.js'},
      optimization: config.optimization as never,
    });
    await new Promise<void>((resolve, reject) => {
      compiler.run((failure) => {
        compiler.close(() => {
          if (failure) reject(failure);
          else resolve();
        });
      });
    });
    return await readFile(path.join(dir, 'out.js'), 'utf8');
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

test('Docusaurus escapes Japanese in scripts; with the plugin it stays UTF-8', async () => {
  assert.match(await minified(() => undefined), /\\u4f53\\u9a13/i);
  const code = await minified((config) =>
    utf8ScriptsPlugin().configureWebpack?.(config, false, UTILS, undefined),
  );
  assert.match(code, /体験レッスン/);
});

test('without an SWC minimizer to replace, the build fails naming the plugin', () => {
  const config = {mode: 'production', optimization: {minimizer: []}};
  assert.throws(
    () => utf8ScriptsPlugin().configureWebpack?.(config as never, false, UTILS, undefined),
    /plugins\/performance\/utf8-scripts/,
  );
});
