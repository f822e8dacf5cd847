/**
 * Lighthouse CI for a production build served like GitHub Pages (`serve` with serve.json, gzip).
 *
 *   npm run build && npx --yes @lhci/cli@0.15.1 autorun    # mobile, every route, 3 runs
 *   LH_PRESET=desktop BUILD_DIR=build-x PORT=3001 npx --yes @lhci/cli@0.15.1 autorun
 *
 * The routes are the build's sitemap.xml, so a new page is measured without editing this file.
 * `npm run bench` drives the same file for both presets and the stock template, with the same
 * @lhci/cli (scripts/measure/harness.ts pins it).
 * @lhci/cli 0.15 runs its own Lighthouse 12.6, which still supports Node 20 (13 needs Node 22).
 */
const {readFileSync} = require('node:fs');
const path = require('node:path');

// Our switches avoid the LHCI_ prefix: LHCI reads LHCI_* variables as its own flags.
const PRESET = process.env.LH_PRESET === 'desktop' ? 'desktop' : 'mobile';
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');
const PORT = Number(process.env.PORT ?? 3000);
const SERVE_CONFIG = path.join(__dirname, 'serve.json');
const SERVE_BIN = path.join(__dirname, 'node_modules/.bin/serve');
// The browser suite's flags (LHCI adds --headless=new itself).
const CHROME_FLAGS = require('./lib/chromium-flags.json');

/** The build's routes, from its sitemap (the production URL swapped for the local server). */
const SITEMAP_ROUTES = [
  ...readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
].map(([, loc]) => new URL(loc).pathname);

// LH_ROUTES replaces the sitemap's routes; LH_EXTRA_ROUTES adds pages it leaves out.
const listed = (name) => (process.env[name] ? process.env[name].split(',') : []);
const routes = [
  ...new Set([
    ...(process.env.LH_ROUTES ? listed('LH_ROUTES') : SITEMAP_ROUTES),
    ...listed('LH_EXTRA_ROUTES'),
  ]),
];

// The median of the runs' values. 'median-run' would be ignored for category scores: LHCI 0.15
// then checks every run and passes when the best one does (a page at 0.94, 0.97, 0.98 passed 0.98).
const median = {aggregationMethod: 'median'};
const ASSERTIONS = {
  'categories:performance': ['error', {minScore: 0.98, ...median}],
  'categories:accessibility': ['error', {minScore: 1, ...median}],
  'categories:best-practices': ['error', {minScore: 1, ...median}],
  'categories:seo': ['error', {minScore: 1, ...median}],
  'cumulative-layout-shift': ['error', {maxNumericValue: 0, ...median}],
};
// Pages the sitemap leaves out are kept out of search engines on purpose (noindex), which
// Lighthouse's SEO score counts against them.
const unindexed = routes.filter((route) => !SITEMAP_ROUTES.includes(route));
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const UNINDEXED_URL = `http://localhost:${PORT}(${unindexed.map(escapeRegExp).join('|')})$`;
const ASSERTIONS_BUT_SEO = Object.fromEntries(
  Object.entries(ASSERTIONS).filter(([name]) => name !== 'categories:seo'),
);

module.exports = {
  ci: {
    collect: {
      url: routes.map((route) => `http://localhost:${PORT}${route}`),
      startServerCommand: `${SERVE_BIN} ${BUILD_DIR} --config ${SERVE_CONFIG} --no-clipboard --listen ${PORT}`,
      startServerReadyPattern: 'Accepting connections',
      numberOfRuns: Number(process.env.LH_RUNS ?? 3),
      settings: {
        ...(PRESET === 'desktop' && {preset: 'desktop'}),
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        chromeFlags: CHROME_FLAGS.join(' '),
      },
    },
    assert:
      unindexed.length === 0
        ? {assertions: ASSERTIONS}
        : {
            assertMatrix: [
              {matchingUrlPattern: `^(?!${UNINDEXED_URL})`, assertions: ASSERTIONS},
              {matchingUrlPattern: `^${UNINDEXED_URL}`, assertions: ASSERTIONS_BUT_SEO},
            ],
          },
    upload: {target: 'filesystem', outputDir: `.lighthouseci/${PRESET}`},
  },
};
