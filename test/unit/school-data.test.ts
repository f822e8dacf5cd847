/**
 * plugins/site/school-data: the bundle's `school-data/<part>` aliases point at modules that
 * contentLoaded wrote, so the plugin relies on Docusaurus asking for the bundler config only after
 * contentLoaded. It fails naming itself when that order changes. That each alias reaches its
 * module is the build's to show: test/built/site.test.ts finds no facts reader in the bundle.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LoadContext} from '@docusaurus/types';
import schoolDataPlugin from '../../plugins/site/school-data';

const CONTEXT = {siteDir: process.cwd()} as LoadContext;
const configure = (plugin: ReturnType<typeof schoolDataPlugin>) =>
  plugin.configureWebpack?.({}, false, {} as never, undefined);

test('asked for the bundler config before contentLoaded, the build fails naming the plugin', () => {
  assert.throws(() => configure(schoolDataPlugin(CONTEXT)), /plugins\/site\/school-data/);
});
