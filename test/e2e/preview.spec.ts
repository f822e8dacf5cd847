import {spawn, type ChildProcess} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import {previewPullRequest} from '../../config/siteNotices';
import {PREVIEW_BASE_URL, PREVIEW_ROOT} from '../support/testSite';
import {
  test,
  expect,
  builtPages,
  isRedirect,
  NOT_FOUND_HEADING,
  waitForHydration,
} from './fixtures';

/**
 * A pull request preview (`npm run build:test` builds one as the preview workflow does): the
 * site under PREVIEW_BASE_URL. Every page of it names nothing outside its path, shows the
 * preview banner, keeps search engines out and loads no analytics although a tracking id was
 * given; that is read from the HTML. A page of each kind is then served as GitHub Pages serves
 * the gh-pages branch, to prove that what the runtime loads after the HTML stays under the path.
 */
const PREVIEW_SITE = path.join(PREVIEW_ROOT, PREVIEW_BASE_URL);
const BANNER = `プルリクエスト #${String(previewPullRequest(PREVIEW_BASE_URL))} のプレビュー`;
/** Attributes whose addresses the browser follows or loads. */
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'poster'];

const previewFiles = readdirSync(PREVIEW_SITE, {recursive: true, encoding: 'utf8'}).filter((file) =>
  file.endsWith('.html'),
);

test('every page of the preview names only addresses under its path, marked and unindexed', () => {
  expect(previewFiles.length, 'the preview build has pages').toBeGreaterThan(1);
  for (const file of previewFiles) {
    const html = readFileSync(path.join(PREVIEW_SITE, file), 'utf8');
    const document = parseDocument(html);
    const addresses = DomUtils.findAll(() => true, document.children).flatMap((element) =>
      URL_ATTRIBUTES.flatMap((name) => {
        const value = element.attribs[name];
        if (value === undefined) return [];
        return name === 'srcset' ? value.split(',').map((c) => c.trim().split(/\s+/)[0]) : [value];
      }),
    );
    // Root-relative addresses must stay under the preview's path; other hosts are links out.
    const outside = addresses.filter(
      (url) => url.startsWith('/') && !url.startsWith(PREVIEW_BASE_URL),
    );
    expect(outside, `${file}: addresses outside ${PREVIEW_BASE_URL}`).toEqual([]);
    expect(html, `${file}: no analytics`).not.toMatch(/googletagmanager|gtag\(/);
    if (isRedirect(document)) continue;
    expect(html, `${file}: the preview banner`).toContain(BANNER);
    const robots = DomUtils.findOne(
      (element) => element.name === 'meta' && element.attribs.name === 'robots',
      document.children,
    );
    expect(robots?.attribs.content, `${file}: kept out of search engines`).toMatch(/noindex/);
  }
});

let server: ChildProcess | undefined;
let origin = '';

// Each worker serves the preview on a port of its own: one worker's afterAll must not stop the
// server another worker is still using.
test.beforeAll(async () => {
  const port = Number(process.env.PORT ?? 3000) + 10 + test.info().parallelIndex;
  origin = `http://localhost:${port}`;
  server = spawn(
    process.execPath,
    [
      path.resolve('node_modules/serve/build/main.js'),
      PREVIEW_ROOT,
      '--config',
      path.resolve('serve.json'),
      '--no-clipboard',
      '--no-compression',
      '--listen',
      String(port),
    ],
    {stdio: 'ignore'},
  );
  await expect
    .poll(
      () =>
        fetch(`${origin}${PREVIEW_BASE_URL}`).then(
          (r) => r.status,
          () => 0,
        ),
      {timeout: 15_000},
    )
    .toBe(200);
});

// The worker may start the preview again for a later test of this file: the next beforeAll
// must not find this server still answering on the port while it shuts down.
test.afterAll(async () => {
  const stopping = server;
  if (stopping?.exitCode === null && stopping.signalCode === null) {
    await new Promise((resolve) => {
      stopping.once('exit', resolve);
      stopping.kill();
    });
  }
});

const PAGES = builtPages(PREVIEW_SITE);
// The home page, a doc, the blog and the not-found page: each loads chunks of its own.
const SERVED = [
  PAGES.find(({path: route}) => route === '/'),
  PAGES.find(({path: route}) => route.startsWith('/docs/')),
  PAGES.find(({path: route}) => route === '/blog'),
  {path: '/404.html', heading: NOT_FOUND_HEADING},
];

for (const {path: route, heading} of SERVED.filter((page) => page !== undefined)) {
  test(`the preview of ${route} works under its path and asks for nothing outside it`, async ({
    page,
  }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin || !url.pathname.startsWith(PREVIEW_BASE_URL))
        outside.push(url.href);
    });
    const response = await page.goto(`${origin}${PREVIEW_BASE_URL}${route.slice(1)}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText(heading);
    await expect(page.getByRole('region', {name: 'サイトについてのお知らせ'})).toContainText(
      BANNER,
    );
    await page.waitForLoadState('networkidle');
    // Analytics would show up here too.
    expect(outside).toEqual([]);
  });
}

test('the preview searches its own build and its results stay under its path', async ({page}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || !url.pathname.startsWith(PREVIEW_BASE_URL)) outside.push(url.href);
  });
  const doc = PAGES.find(({path: route}) => route.startsWith('/docs/'));
  if (!doc) throw new Error('the preview has no doc page');
  await page.goto(`${origin}${PREVIEW_BASE_URL}`);
  await waitForHydration(page);
  await page.getByRole('button', {name: '検索'}).click();
  await page.getByRole('searchbox').fill(doc.heading);
  // The first search also loads Pagefind and its index.
  await expect(page.getByRole('status')).toContainText('件見つかりました', {timeout: 15_000});
  const first = page.getByRole('dialog').getByRole('link').first();
  await expect(first).toHaveAttribute('href', new RegExp(`^${PREVIEW_BASE_URL}docs/`));
  await first.click();
  await expect(page.locator('h1')).toHaveText(doc.heading);
  expect(new URL(page.url()).pathname).toBe(`${PREVIEW_BASE_URL}${doc.path.slice(1)}`);
  expect(outside).toEqual([]);
});
