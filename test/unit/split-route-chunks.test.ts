/**
 * plugins/performance/split-route-chunks with the bundler the site builds with: a module two route
 * chunks share gets a chunk of its own, but the site's data (src/data) stays in each page's chunk.
 * The plugin tells the site's data by the module's `resource`, the bundler's name for its file.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {rspack} from '@docusaurus/faster';
import type {ConfigureWebpackUtils} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import splitRouteChunksPlugin from '../../plugins/performance/split-route-chunks';

/** Over the bundler's smallest split chunk (20 kB in production), as the real shared modules are. */
const BIG = (mark: string) => `export default ${JSON.stringify(mark.repeat(2000))};\n`;

/** How many output files hold each mark, when two route chunks share a module and a data module. */
async function filesHolding(useTest: boolean): Promise<{shared: number; data: number}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'split-route-chunks-'));
  try {
    await mkdir(path.join(dir, 'src/data'), {recursive: true});
    await writeFile(path.join(dir, 'shared.js'), BIG('SHARED-MODULE '));
    await writeFile(path.join(dir, 'src/data/rules.js'), BIG('SITE-DATA '));
    for (const page of ['a', 'b']) {
      await writeFile(
        path.join(dir, `${page}.js`),
        `import s from './shared.js';\nimport d from './src/data/rules.js';\nconsole.log('${page}', s, d);\n`,
      );
    }
    await writeFile(path.join(dir, 'entry.js'), "import('./a.js');\nimport('./b.js');\n");
    const own = splitRouteChunksPlugin().configureWebpack?.(
      {mode: 'production'},
      false,
      {} as ConfigureWebpackUtils,
      undefined,
    ) as Configuration;
    const splitChunks = own.optimization?.splitChunks as {cacheGroups: Record<string, object>};
    const withoutTest = {...splitChunks.cacheGroups.sharedByRoutes, test: undefined};
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry: path.join(dir, 'entry.js'),
      output: {path: path.join(dir, 'out')},
      optimization: {
        minimize: false,
        // As Docusaurus sets it: its own groups (not met by two chunks) and no built-in ones.
        splitChunks: {
          name: false,
          cacheGroups: {
            default: false,
            ...splitChunks.cacheGroups,
            sharedByRoutes: useTest ? splitChunks.cacheGroups.sharedByRoutes : withoutTest,
          },
        } as never,
      },
    });
    await new Promise<void>((resolve, reject) => {
      compiler.run((failure, stats) => {
        compiler.close(() => {
          if (failure) reject(failure);
          else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
          else resolve();
        });
      });
    });
    const outputs = await Promise.all(
      (await readdir(path.join(dir, 'out'))).map((name) =>
        readFile(path.join(dir, 'out', name), 'utf8'),
      ),
    );
    const holding = (mark: string) => outputs.filter((code) => code.includes(mark)).length;
    return {shared: holding('SHARED-MODULE'), data: holding('SITE-DATA')};
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

test('a shared module gets a chunk of its own; the site data travels in each page', async () => {
  assert.deepEqual(
    await filesHolding(false),
    {shared: 1, data: 1},
    'without its test the group splits both shared modules out (the control)',
  );
  assert.deepEqual(
    await filesHolding(true),
    {shared: 1, data: 2},
    'plugins/performance/split-route-chunks: src/data went into a shared chunk, so the bundler no ' +
      "longer names a module's file as `resource`. Adapt isSiteData, or the terms and the legal " +
      'notice go over their page-scripts budget.',
  );
});
