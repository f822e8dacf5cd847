import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';
import {siteAddress} from '../../config/siteAddress';

/** What the tests read of the config, as JSON keeps it. */
interface SiteConfig {
  baseUrl: string;
  i18n: {locales: string[]};
  noIndex: boolean;
  onBrokenLinks: string;
  presets: [[string, {gtag?: {trackingID: string}}]];
  trailingSlash: boolean;
}

const CONFIG = path.resolve(import.meta.dirname, '../../docusaurus.config.ts');

/**
 * The site config as `docusaurus build` loads it (a fresh evaluation, config and imports alike)
 * with this environment: the config reads the environment when it loads.
 */
async function configWith<T>(env: NodeJS.ProcessEnv, pick: (config: SiteConfig) => T): Promise<T> {
  const saved = process.env;
  process.env = {...saved, GA_TRACKING_ID: undefined, ...env};
  try {
    return pick((await loadFreshModule(CONFIG)) as SiteConfig);
  } finally {
    process.env = saved;
  }
}

const gtag = (config: SiteConfig) => config.presets[0][1].gtag;

test('analytics is left out when GA_TRACKING_ID is unset', async () => {
  assert.equal(await configWith({}, gtag), undefined);
});

test('the public build is Japanese only, indexed, without trailing slashes, and strict about links', async () => {
  const site = await configWith({}, (config) => [
    config.i18n.locales,
    config.noIndex,
    config.trailingSlash,
    config.onBrokenLinks,
    config.baseUrl,
  ]);
  assert.deepEqual(site, [['ja'], false, false, 'throw', '/']);
});

test('a sample-facts build keeps analytics, but is unindexed', async () => {
  assert.deepEqual(
    await configWith({ALLOW_SAMPLE_FACTS: 'true', GA_TRACKING_ID: 'G-EXAMPLE'}, (config) => [
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
