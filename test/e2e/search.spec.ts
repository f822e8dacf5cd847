/**
 * The site search (src/theme/SearchBar, plugins/site/site-search.ts): what it finds is computed
 * from the build, so a page or post an editor adds is searched for the moment it exists.
 */
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {DomUtils, parseDocument} from 'htmlparser2';
import {htmlFileOf} from '../../plugins/lib/builtSite';
import {isSearched} from '../../plugins/site/site-search';
import {BUDGETS, kib} from '../../scripts/measure/pageWeight';
import {wcagViolations} from '../support/axe';
import {gzipBytes} from '../support/firstVisit';
import {test, expect, BUILD_DIR, PHONE, ROUTES, waitForHydration} from './fixtures';

/** The pages search finds, by the plugin's own rule (test/unit/siteSearch.test.ts states it). */
const searched = ({path}: {path: string}) =>
  isSearched(path, readFileSync(htmlFileOf(BUILD_DIR, path), 'utf8'), {siteNoIndex: false});
const SEARCHED = ROUTES.filter(searched);
const NOT_SEARCHED = ROUTES.filter((route) => !searched(route));
/** Results a query must bring a page into. */
const TOP = 5;
/** No page has this word. */
const NOWHERE = 'zzqxjvw';

/** The h2 and h3 headings inside a page's <main>. */
function headingsOf(path: string): string[] {
  const document = parseDocument(readFileSync(htmlFileOf(BUILD_DIR, path), 'utf8'));
  const main = DomUtils.findOne((element) => element.name === 'main', document.children);
  return DomUtils.findAll((element) => /^h[23]$/.test(element.name), main ? [main] : [])
    .map((heading) =>
      DomUtils.textContent(heading)
        .replace(/\u200b/g, '')
        .trim(),
    )
    .filter(Boolean);
}

const HEADINGS = new Map(SEARCHED.map(({path}) => [path, headingsOf(path)]));

/** A heading no other searched page has, nor any page's title: it names this page alone. */
function distinctiveHeading(path: string): string | undefined {
  const elsewhere = new Set([
    ...SEARCHED.map(({heading}) => heading),
    ...[...HEADINGS].filter(([other]) => other !== path).flatMap(([, headings]) => headings),
  ]);
  return HEADINGS.get(path)?.find((heading) => !elsewhere.has(heading));
}

/** Runs Pagefind in the page as the dialog does; returns each query's result addresses. */
async function searchAll(page: Page, queries: string[]): Promise<string[][]> {
  return page.evaluate(async (terms) => {
    interface Pagefind {
      search(term: string): Promise<{results: {data(): Promise<{url: string}>}[]}>;
    }
    const pagefind = (await import(`${location.origin}/pagefind/pagefind.js`)) as Pagefind;
    const found: string[][] = [];
    for (const term of terms) {
      const {results} = await pagefind.search(term);
      found.push(await Promise.all(results.map(async (result) => (await result.data()).url)));
    }
    return found;
  }, queries);
}

async function openSearch(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('button', {name: '検索'}).click();
  await expect(page.getByRole('dialog', {name: 'サイト内検索'})).toBeVisible();
}

async function searchFor(page: Page, query: string): Promise<void> {
  await page.getByRole('searchbox').fill(query);
  // The first search also loads Pagefind, its WebAssembly and index.
  await expect(page.getByRole('status')).toContainText(`「${query}」`, {timeout: 30_000});
}

// Each test loads Pagefind and compiles its WebAssembly once more, in a fresh browser context.
test.beforeEach(() => {
  test.slow();
});

test('the build has pages of each searched kind', () => {
  expect(SEARCHED.map(({path}) => path)).toContain('/');
  expect(SEARCHED.some(({path}) => path.startsWith('/docs/'))).toBe(true);
  expect(SEARCHED.some(({path}) => path.startsWith('/blog/'))).toBe(true);
});

test(`each searched page is in the first ${TOP} results for its title and a heading of its own`, async ({
  page,
}) => {
  await page.goto('/');
  const queries = SEARCHED.flatMap(({path, heading}) =>
    [heading, distinctiveHeading(path)]
      .filter((query): query is string => Boolean(query))
      .map((query) => ({path, query})),
  );
  expect(queries.length).toBeGreaterThan(SEARCHED.length);
  const found = await searchAll(
    page,
    queries.map(({query}) => query),
  );
  const searched = new Set(SEARCHED.map(({path}) => path));
  queries.forEach(({path, query}, index) => {
    const top = found[index].slice(0, TOP);
    expect(top, `「${query}」 finds ${path}`).toContain(path);
    // Clean addresses of searched pages only: no .html, no list, tag or archive page.
    for (const url of found[index]) expect(searched, `「${query}」 found ${url}`).toContain(url);
  });
});

test('no list, tag, archive or noindex page is ever a result, even for its own title', async ({
  page,
}) => {
  await page.goto('/');
  expect(NOT_SEARCHED.length).toBeGreaterThan(0);
  const found = await searchAll(
    page,
    NOT_SEARCHED.map(({heading}) => heading),
  );
  NOT_SEARCHED.forEach(({path}, index) => {
    expect(found[index], `${path} is not searched`).not.toContain(path);
  });
});

test('nothing of the search loads before the visitor reaches for it', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((path) => path.includes('/pagefind/'))).toEqual([]);

  await page.getByRole('button', {name: '検索'}).click();
  await searchFor(page, SEARCHED[0].heading);
  expect(requests.filter((path) => path.includes('/pagefind/')).length).toBeGreaterThan(0);
});

test('the dialog: results with title, section and marked excerpt, arrow keys, Esc', async ({
  page,
}) => {
  const target = SEARCHED.find(({path}) => path.startsWith('/docs/')) ?? SEARCHED[0];
  await openSearch(page, '/');
  const field = page.getByRole('searchbox', {name: '探したい言葉'});
  await expect(field).toBeFocused();

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
  await expect(page.getByRole('button', {name: '検索'})).toBeFocused();

  // A result opens its page at its clean address.
  await page.getByRole('button', {name: '検索'}).click();
  await searchFor(page, target.heading);
  await page.getByRole('searchbox').press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('h1')).toHaveText(target.heading);
  expect(new URL(page.url()).pathname).toBe(target.path);
});

test('no results: says so in Japanese with a hint', async ({page}) => {
  await openSearch(page, '/');
  await searchFor(page, NOWHERE);
  await expect(page.getByRole('status')).toHaveText(
    `「${NOWHERE}」を含むページは見つかりませんでした。言葉を減らすか、別の言い方でお試しください。`,
  );
  await expect(page.getByRole('dialog').getByRole('link')).toHaveCount(0);
});

test('/ and Ctrl+K open the search, whose control shows the shortcut', async ({page}) => {
  await page.goto('/blog');
  await waitForHydration(page);
  const button = page.getByRole('button', {name: '検索'});
  await expect(button).toHaveAttribute('aria-keyshortcuts', /\//);
  await expect(button.locator('kbd')).toHaveText('/');
  for (const shortcut of ['/', 'Control+k']) {
    await page.keyboard.press(shortcut);
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});

test('on a phone the search is in the bar and opens the same dialog', async ({page}) => {
  await page.setViewportSize(PHONE);
  await openSearch(page, '/');
  await searchFor(page, SEARCHED[0].heading);
  await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
});

test('without JavaScript the search control is hidden', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  try {
    const page = await context.newPage();
    await page.goto(`${String(baseURL)}/`);
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.getByRole('button', {name: '検索'})).toBeHidden();
  } finally {
    await context.close();
  }
});

/** The open dialog with results keeps to its budget and WCAG 2.2 AA in both modes. */
for (const viewport of [{width: 1280, height: 800}, PHONE]) {
  test(`open with results at ${viewport.width} px: WCAG light and dark, download within budget`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const path = SEARCHED.find(({path}) => path.startsWith('/docs/'))?.path ?? '/';
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const downloads: string[] = [];
    page.on('requestfinished', (request) => {
      // Not the results' pages, which Link prefetches (a visit to them would load them anyway).
      const file = new URL(request.url()).pathname;
      if (file.includes('/pagefind/') || request.resourceType() === 'script') downloads.push(file);
    });
    await page.getByRole('button', {name: '検索'}).click();
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
  });
}
