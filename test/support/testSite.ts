import path from 'node:path';

/**
 * The copy of the site the browser suite runs against (`npm run build:test` makes it): the
 * site's own content plus what an editor would add. Parallel checkouts may pick another folder.
 */
export const TEST_SITE_DIR = path.resolve(process.env.TEST_SITE_DIR ?? 'build-test-site');

/** That copy's production build. */
export const TEST_BUILD_DIR = path.join(TEST_SITE_DIR, 'build');

/** What that build printed: test/built reads its warnings. */
export const TEST_BUILD_LOG = path.join(TEST_SITE_DIR, 'build.log');

/**
 * Node's arguments that serve `dir` on `port` as GitHub Pages does (serve.json), uncompressed: the
 * budgets gzip the build's files themselves. serve's own entry, not npx, which costs 0.7 CPU-s more.
 */
export const serveArgs = (dir: string, port: number) => [
  path.resolve('node_modules/serve/build/main.js'),
  dir,
  '--config',
  path.resolve('serve.json'),
  '--no-clipboard',
  '--no-compression',
  '--listen',
  String(port),
];

/** The address a pull request preview is built for, as the preview workflow builds pull request 12. */
export const PREVIEW_BASE_URL = '/pr-preview/pr-12/';

/** Where that copy is also built as a preview: the root of a gh-pages branch holding it. */
export const PREVIEW_ROOT = `${TEST_SITE_DIR}-preview`;

/**
 * The title of a post about HTML that the test build adds, as an editor may write one: were it
 * written into the page as markup, the image's error handler would set `window.hostileTitleRan`
 * and open a dialog (no quotes: JSON would escape them and break the handler). Its `&lt;` must
 * show as written, and puts an `&` into the page's JSON-LD.
 */
export const HOSTILE_TITLE =
  'HTML の </script><img src=x onerror=alert(hostileTitleRan=1)> と &lt; の書き方';

/** The post with phone photos (GPS position, camera serials) the test build adds. */
export const PHOTO_POST_TITLE = '発表会の写真';

/** Alt texts of its photos: one published as a file, one small enough to be inlined. */
export const PHOTO_ALTS = {file: '作品を発表する生徒たち', inlined: 'ロボットの部品'} as const;

/** A link the test build writes in a post to a Markdown file that is not there: the build only warns. */
export const MISSING_MARKDOWN_LINK = './2025-12-01-old.md';
