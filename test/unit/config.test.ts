import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {siteAddress} from '../../config/siteAddress';

/** Evaluates the site config in a fresh process, as `docusaurus build` would with this environment. */
function configWith(env: NodeJS.ProcessEnv, expression: string): unknown {
  // tsx loads the config as CommonJS, so its default export sits one level down.
  const script = `import('./docusaurus.config.ts').then(({default: module}) =>
    console.log(JSON.stringify((${expression})(module.default)) ?? 'null'))`;
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx/esm', '--input-type=module', '-e', script],
    {
      env: {...process.env, GA_TRACKING_ID: undefined, ...env},
      encoding: 'utf8',
    },
  );
  return JSON.parse(output);
}

const GTAG = '(config) => config.presets[0][1].gtag';

test('analytics is left out when GA_TRACKING_ID is unset', () => {
  assert.equal(configWith({}, GTAG), null);
});

test('analytics uses the id from the environment with IP anonymisation', () => {
  assert.deepEqual(configWith({GA_TRACKING_ID: 'G-EXAMPLE'}, GTAG), {
    trackingID: 'G-EXAMPLE',
    anonymizeIP: true,
  });
});

test('the site is Japanese only, without trailing slashes, and strict about links', () => {
  const site = configWith(
    {},
    '(c) => [c.i18n.locales, c.trailingSlash, c.onBrokenLinks, c.baseUrl]',
  );
  assert.deepEqual(site, [['ja'], false, 'throw', '/']);
});

test('the public build is indexed and shows no notice', () => {
  assert.deepEqual(configWith({}, '(c) => [c.noIndex, c.baseUrl]'), [false, '/']);
});

test('a sample-facts build keeps analytics, but is unindexed', () => {
  assert.deepEqual(
    configWith(
      {ALLOW_SAMPLE_FACTS: 'true', GA_TRACKING_ID: 'G-EXAMPLE'},
      '(c) => [c.noIndex, Boolean(c.presets[0][1].gtag)]',
    ),
    [true, true],
  );
});

test('a project site is built under its path, with its previews inside it', () => {
  assert.deepEqual(siteAddress('https://kirari.github.io'), {
    url: 'https://kirari.github.io',
    baseUrl: '/',
  });
  assert.deepEqual(siteAddress('https://kirari.github.io/school-site'), {
    url: 'https://kirari.github.io',
    baseUrl: '/school-site/',
  });
  assert.deepEqual(siteAddress('https://kirari.github.io/school-site', '/pr-preview/pr-3/'), {
    url: 'https://kirari.github.io',
    baseUrl: '/school-site/pr-preview/pr-3/',
  });
});
