import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {test, expect, BUILD_DIR, GTAG_SCRIPT, NOT_FOUND_HEADING, ROUTES} from './fixtures';

/**
 * A pull request preview (`npm run build:preview-test`, as the preview workflow builds it) served
 * under its path as GitHub Pages serves it from the gh-pages branch: every page works there,
 * asks for nothing outside the path, shows the preview banner, keeps search engines out and
 * loads no analytics although a tracking id was given.
 */
const PREVIEW_PATH = '/pr-preview/pr-12/';
const PREVIEW_ROOT = `${BUILD_DIR}-preview`;
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
      '--listen',
      String(port),
    ],
    {stdio: 'ignore'},
  );
  await expect
    .poll(
      () =>
        fetch(`${origin}${PREVIEW_PATH}`).then(
          (r) => r.status,
          () => 0,
        ),
      {timeout: 15_000},
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
});

for (const {path: route, heading} of [...ROUTES, {path: '/404.html', heading: NOT_FOUND_HEADING}]) {
  test(`the preview of ${route} works under its path, marked and unindexed`, async ({page}) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin || !url.pathname.startsWith(PREVIEW_PATH)) outside.push(url.href);
    });
    const response = await page.goto(`${origin}${PREVIEW_PATH}${route.slice(1)}`);
    expect(response?.status()).toBe(200);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.locator('h1')).toHaveText(heading);
    await expect(page.getByRole('region', {name: 'サイトについてのお知らせ'})).toContainText(
      'プルリクエスト #12 のプレビュー',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.waitForLoadState('networkidle');
    expect(outside.filter((url) => !GTAG_SCRIPT.test(url))).toEqual([]);
    expect(
      outside.filter((url) => GTAG_SCRIPT.test(url)),
      'no analytics',
    ).toEqual([]);
  });
}
