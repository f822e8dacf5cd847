/**
 * The site search (src/theme/SearchBar, plugins/site/site-search.ts): what it finds is computed
 * from the build, so a page or post an editor adds is searched for the moment it exists.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {isSearched} from '../../plugins/site/site-search';
import {BUDGETS, kib} from '../../lib/pageWeight';
import {wcagViolations} from '../support/axe';
import {$$, textOf} from '../support/builtPages';
import {gzipBytes} from '../support/firstVisit';
import {test, expect, BUILD_DIR, PHONE, ROUTES, waitForHydration} from './fixtures';

const searched = (route: (typeof ROUTES)[number]) =>
  isSearched(route.path, readFileSync(path.join(BUILD_DIR, route.file), 'utf8'), {
    siteNoIndex: false,
  });
const SEARCHED = ROUTES.filter(searched);
const NOT_SEARCHED = ROUTES.filter((route) => !searched(route));
/** Results a query must bring a page into. */
const TOP = 5;
/** No page has this word. */
const NOWHERE = 'zzqxjvw';

/** The h2 and h3 headings inside each searched page's <main>. */
const HEADINGS = new Map(
  SEARCHED.map(({path: route, document}) => [
    route,
    $$(document, 'main :is(h2, h3)')
      .map((heading) => textOf(heading))
      .filter(Boolean),
  ]),
);

/** A heading no other searched page has, nor any page's title: it names this page alone. */
function distinctiveHeading(route: string): string | undefined {
  const elsewhere = new Set([
    ...SEARCHED.map(({heading}) => heading),
    ...[...HEADINGS].filter(([other]) => other !== route).flatMap(([, headings]) => headings),
  ]);
  return HEADINGS.get(route)?.find((heading) => !elsewhere.has(heading));
}

/**
 * Runs Pagefind in the page as the dialog does; returns each query's result addresses. With
 * `noWorker`, Pagefind takes the path it falls back to on a worker error or timeout: its
 * WebAssembly compiled on the page, under the page's policy ('wasm-unsafe-eval').
 */
async function searchAll(
  page: Page,
  queries: string[],
  {noWorker = false} = {},
): Promise<string[][]> {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const results = await page.evaluate(
    async ({terms, mainThread}) => {
      interface Pagefind {
        options(options: {noWorker: boolean}): Promise<void>;
        search(term: string): Promise<{results: {data(): Promise<{url: string}>}[]}>;
      }
      const pagefind = (await import(`${location.origin}/pagefind/pagefind.js`)) as Pagefind;
      if (mainThread) await pagefind.options({noWorker: true});
      const found: string[][] = [];
      for (const term of terms) {
        const {results} = await pagefind.search(term);
        found.push(await Promise.all(results.map(async (result) => (await result.data()).url)));
      }
      return found;
    },
    {terms: queries, mainThread: noWorker},
  );
  expect(
    workers.some((url) => url.endsWith('/pagefind/pagefind-worker.js')),
    noWorker ? 'Pagefind ran on the page' : 'Pagefind ran in its worker',
  ).toBe(!noWorker);
  return results;
}

async function searchFor(page: Page, query: string): Promise<void> {
  await page.getByRole('searchbox').fill(query);
  // The first search also loads Pagefind, its WebAssembly and index.
  await expect(page.getByRole('status')).toContainText(`「${query}」`, {timeout: 30_000});
}

/**
 * Loads the home page, opens the dialog and searches: nothing of the search may load before, and the
 * first search downloads at most its budget. The open dialog keeps to WCAG 2.2 AA in both modes.
 */
async function expectSearchWithinBudget(page: Page, open: () => Promise<void>) {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(
    requested.filter((file) => file.includes('/pagefind/')),
    'nothing of the search loads before the visitor reaches for it',
  ).toEqual([]);
  const downloads: string[] = [];
  page.on('requestfinished', (request) => {
    // Not the results' pages, which Link prefetches (a visit to them would load them anyway).
    const file = new URL(request.url()).pathname;
    if (file.includes('/pagefind/') || request.resourceType() === 'script') downloads.push(file);
  });
  await open();
  await expect(page.getByRole('dialog', {name: 'サイト内検索'})).toBeVisible();
  await searchFor(page, SEARCHED[0].heading);
  await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    gzipBytes(BUILD_DIR, downloads),
    `the first search downloads at most ${kib(BUDGETS.searchGzip)}: ${downloads.join(', ')}`,
  ).toBeLessThanOrEqual(BUDGETS.searchGzip);
  for (const theme of ['light', 'dark']) {
    await page.evaluate((mode) => {
      document.documentElement.dataset.theme = mode;
    }, theme);
    expect(await wcagViolations(page), `WCAG 2.2 AA in ${theme} mode`).toEqual([]);
  }
}

// Each test loads Pagefind and compiles its WebAssembly once more, in a fresh browser context.
test.beforeEach(() => {
  test.slow();
});

test(`each searched page is in the first ${TOP} results for its title and a heading of its own; no other page ever is`, async ({
  page,
}) => {
  // The home page, doc pages and blog posts; never a list, tag, archive or noindex page.
  expect(SEARCHED.map(({path: route}) => route)).toContain('/');
  const classNames =
    'plugins/site/site-search picks pages by the class the theme puts on their <html>: update SEARCHED_LAYOUTS';
  expect(
    SEARCHED.some(({layout}) => layout.includes('docs-doc-page')),
    classNames,
  ).toBe(true);
  expect(
    SEARCHED.some(({layout}) => layout.includes('blog-post-page')),
    classNames,
  ).toBe(true);
  expect(NOT_SEARCHED.map(({path: route}) => route)).toContain('/blog');
  expect(SEARCHED.filter(({noindex}) => noindex)).toEqual([]);

  await page.goto('/');
  const queries = SEARCHED.flatMap(({path: route, heading}) =>
    [heading, distinctiveHeading(route)]
      .filter((query): query is string => Boolean(query))
      .map((query) => ({route, query})),
  );
  expect(queries.length).toBeGreaterThan(SEARCHED.length);
  const found = await searchAll(page, [
    ...queries.map(({query}) => query),
    ...NOT_SEARCHED.map(({heading}) => heading),
  ]);
  const searchedRoutes = new Set(SEARCHED.map(({path: route}) => route));
  queries.forEach(({route, query}, index) => {
    expect(found[index].slice(0, TOP), `「${query}」 finds ${route}`).toContain(route);
  });
  // Clean addresses of searched pages only, even for another page's own title.
  for (const [index, results] of found.entries()) {
    for (const url of results) expect(searchedRoutes, `query ${index} found ${url}`).toContain(url);
  }
});

test('without its worker, as after a worker error, the search finds the same page', async ({
  page,
}) => {
  await page.goto('/');
  const [{heading, path: route}] = SEARCHED;
  const [found] = await searchAll(page, [heading], {noWorker: true});
  expect(found.slice(0, TOP), `「${heading}」 finds ${route}`).toContain(route);
});

test('on a desktop: / and Ctrl+K open it; results, arrow keys, Esc; nothing found; budget; WCAG', async ({
  page,
}) => {
  const target = SEARCHED.find(({path: route}) => route.startsWith('/docs/')) ?? SEARCHED[0];
  const button = page.getByRole('button', {name: '検索'});
  await expectSearchWithinBudget(page, () => page.keyboard.press('/'));
  await expect(button).toHaveAttribute('aria-keyshortcuts', /\//);
  await expect(button.locator('kbd')).toHaveText('/');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.keyboard.press('Control+k');
  const field = page.getByRole('searchbox', {name: '探したい言葉'});
  await expect(field).toBeFocused();
  await searchFor(page, NOWHERE);
  await expect(page.getByRole('status')).toHaveText(
    `「${NOWHERE}」を含むページは見つかりませんでした。言葉を減らすか、別の言い方でお試しください。`,
  );
  await expect(page.getByRole('dialog').getByRole('link')).toHaveCount(0);

  await searchFor(page, target.heading);
  await expect(page.getByRole('status')).toContainText('件見つかりました');
  const results = page.getByRole('dialog').getByRole('link');
  const first = results.first();
  await expect(first).toContainText(target.heading);
  await expect(first.locator('mark').first()).toBeVisible();
  await expect(first).toContainText(/ご案内|ブログ|トップページ/);
  await field.press('ArrowDown');
  await expect(first).toBeFocused();
  if ((await results.count()) > 1) {
    await first.press('ArrowDown');
    await expect(results.nth(1)).toBeFocused();
    await results.nth(1).press('ArrowUp');
    await expect(first).toBeFocused();
  }
  await first.press('ArrowUp');
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(button).toBeFocused();

  // Esc and at once Ctrl+K, sooner than a test can type them: before the closed dialog's `close`
  // event arrives, the shortcut opens it again.
  await button.click();
  await field.evaluate((input) => {
    const press = (target: EventTarget, key: string, ctrlKey = false) =>
      target.dispatchEvent(new KeyboardEvent('keydown', {key, ctrlKey, bubbles: true}));
    press(input, 'Escape');
    // After the microtasks Esc left, as a real key press, a task of its own, would come.
    queueMicrotask(() => press(document, 'k', true));
  });
  await expect(field).toBeFocused();
  // Esc closes it from its close button too.
  await field.press('Shift+Tab');
  await expect(page.getByRole('dialog').getByRole('button', {name: '閉じる'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(button).toBeFocused();

  // A result opens its page at its clean address.
  await button.click();
  await searchFor(page, target.heading);
  await page.getByRole('searchbox').press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('h1')).toHaveText(target.heading);
  expect(new URL(page.url()).pathname).toBe(target.path);
});

test.describe('on a phone', () => {
  test.use({viewport: PHONE});

  test('the search in the bar opens the same dialog: results, budget, WCAG; it closes by its button and by a tap beside it', async ({
    page,
  }) => {
    const button = page.getByRole('button', {name: '検索'});
    await expectSearchWithinBudget(page, () => button.click());
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', {name: '閉じる'}).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await page.mouse.click(PHONE.width / 2, PHONE.height - 10);
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});
