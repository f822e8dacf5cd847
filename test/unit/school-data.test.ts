/**
 * plugins/site/school-data: the bundle's `school-data/<part>` aliases point at modules that
 * contentLoaded wrote, so the plugin relies on Docusaurus asking for the bundler config only after
 * contentLoaded. It fails naming itself when that order changes.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import {FACT_PARTS} from '../../lib/facts/read';
import schoolDataPlugin from '../../plugins/site/school-data';

const CONTEXT = {siteDir: process.cwd()} as LoadContext;
const configure = (plugin: ReturnType<typeof schoolDataPlugin>) =>
  plugin.configureWebpack?.({}, false, {} as never, undefined);

test('asked for the bundler config before contentLoaded, the build fails naming the plugin', () => {
  assert.throws(() => configure(schoolDataPlugin(CONTEXT)), /plugins\/site\/school-data/);
});

test('after contentLoaded, each part of the facts is an alias to the module written for it', async () => {
  const plugin = schoolDataPlugin(CONTEXT);
  const written = new Map<string, string>();
  const actions = {
    createData: (name: string, data: string) => {
      written.set(name, data);
      return Promise.resolve(`/generated/${name}`);
    },
  } as unknown as PluginContentLoadedActions;
  await plugin.contentLoaded?.({content: undefined, actions, allContent: {}} as never);
  assert.deepEqual(configure(plugin), {
    resolve: {
      alias: Object.fromEntries(
        FACT_PARTS.map((part) => [`school-data/${part}`, `/generated/${part}.js`]),
      ),
    },
  });
  for (const part of FACT_PARTS)
    assert.match(written.get(`${part}.js`) ?? '', new RegExp(`^export const ${part} = \\{`));
});
