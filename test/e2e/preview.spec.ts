import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {previewPullRequest} from '../../config/siteNotices';
import {builtPages, NOT_FOUND_HEADING} from '../support/builtPages';
import {PREVIEW_BASE_URL, PREVIEW_ROOT, serveArgs} from '../support/testSite';
import {test, expect, waitForHydration} from './fixtures';

/**
 * A pull request preview (`npm run build:test` builds one as the preview workflow does), served
 * as GitHub Pages serves the gh-pages branch: what the runtime loads after the HTML, and the
 * search, stay under its path. Its HTML is checked in test/built/preview.test.ts.
 */
const PREVIEW_SITE = path.join(PREVIEW_ROOT, PREVIEW_BASE_URL);
const BANNER = `プルリクエスト #${String(previewPullRequest(PREVIEW_BASE_URL))} のプレビュー`;

let server: ChildProcess | undefined;
let origin = '';

// Each worker serves the preview on a port of its own: one worker's afterAll must not stop the
// server another worker is still using.
test.beforeAll(async () => {
  const port = Number(process.env.PORT ?? 3000) + 10 + test.info().parallelIndex;
  origin = `http://localhost:${port}`;
  server = spawn(process.execPath, serveArgs(PREVIEW_ROOT, port), {stdio: 'ignore'});
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
const DOC = PAGES.find(({path: route}) => route.startsWith('/docs/'));
// The home page, a doc, the blog and the not-found page: each loads chunks of its own.
const SERVED = [
  PAGES.find(({path: route}) => route === '/'),
  DOC,
  PAGES.find(({path: route}) => route === '/blog'),
  {path: '/404.html', heading: NOT_FOUND_HEADING},
];

test('the preview works under its path, searches its own build and asks for nothing outside it', async ({
  page,
}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || !url.pathname.startsWith(PREVIEW_BASE_URL)) outside.push(url.href);
  });
  for (const {path: route, heading} of SERVED.filter((served) => served !== undefined)) {
    const response = await page.goto(`${origin}${PREVIEW_BASE_URL}${route.slice(1)}`);
    expect(response?.status(), route).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText(heading);
    await expect(page.getByRole('region', {name: 'サイトについてのお知らせ'})).toContainText(
      BANNER,
    );
    await page.waitForLoadState('networkidle');
  }

  if (!DOC) throw new Error('the preview has no doc page');
  await page.goto(`${origin}${PREVIEW_BASE_URL}`);
  await waitForHydration(page);
  await page.getByRole('button', {name: '検索'}).click();
  await page.getByRole('searchbox').fill(DOC.heading);
  // The first search also loads Pagefind and its index.
  await expect(page.getByRole('status')).toContainText('件見つかりました', {timeout: 15_000});
  const first = page.getByRole('dialog').getByRole('link').first();
  await expect(first).toHaveAttribute('href', new RegExp(`^${PREVIEW_BASE_URL}docs/`));
  await first.click();
  await expect(page.locator('h1')).toHaveText(DOC.heading);
  expect(new URL(page.url()).pathname).toBe(`${PREVIEW_BASE_URL}${DOC.path.slice(1)}`);
  // Analytics would show up here too.
  expect(outside).toEqual([]);
});
