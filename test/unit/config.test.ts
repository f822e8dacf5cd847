import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {siteAddress} from '../../config/siteAddress';

/** What the tests read of the config, as JSON keeps it. */
interface SiteConfig {
  baseUrl: string;
  i18n: {locales: string[]};
  noIndex: boolean;
  onBrokenLinks: string;
  presets: [[string, {gtag?: {trackingID: string; anonymizeIP: boolean}}]];
  trailingSlash: boolean;
}

/** The config for each environment the tests use, evaluated once. */
const configs = new Map<string, unknown>();

/**
 * The site config as `docusaurus build` would load it with this environment, evaluated in a fresh
 * process (the config reads the environment when it loads) and given to `pick` as plain data.
 */
function configWith<T>(env: NodeJS.ProcessEnv, pick: (config: SiteConfig) => T): T {
  const key = JSON.stringify(env);
  if (!configs.has(key)) {
    // tsx loads the config as CommonJS, so its default export sits one level down.
    const script = `import('./docusaurus.config.ts').then(({default: module}) =>
      console.log(JSON.stringify(module.default)))`;
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx/esm', '--input-type=module', '-e', script],
      {env: {...process.env, GA_TRACKING_ID: undefined, ...env}, encoding: 'utf8'},
    );
    configs.set(key, JSON.parse(output));
  }
  return pick(configs.get(key) as SiteConfig);
}

const gtag = (config: SiteConfig) => config.presets[0][1].gtag;

test('analytics is left out when GA_TRACKING_ID is unset', () => {
  assert.equal(configWith({}, gtag), undefined);
});

test('analytics uses the id from the environment with IP anonymisation', () => {
  assert.deepEqual(configWith({GA_TRACKING_ID: 'G-EXAMPLE'}, gtag), {
    trackingID: 'G-EXAMPLE',
    anonymizeIP: true,
  });
});

test('the site is Japanese only, without trailing slashes, and strict about links', () => {
  const site = configWith({}, (config) => [
    config.i18n.locales,
    config.trailingSlash,
    config.onBrokenLinks,
    config.baseUrl,
  ]);
  assert.deepEqual(site, [['ja'], false, 'throw', '/']);
});

test('the public build is indexed and shows no notice', () => {
  assert.deepEqual(
    configWith({}, (config) => [config.noIndex, config.baseUrl]),
    [false, '/'],
  );
});

test('a sample-facts build keeps analytics, but is unindexed', () => {
  assert.deepEqual(
    configWith({ALLOW_SAMPLE_FACTS: 'true', GA_TRACKING_ID: 'G-EXAMPLE'}, (config) => [
      config.noIndex,
      Boolean(gtag(config)),
    ]),
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
