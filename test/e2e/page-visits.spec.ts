/**
 * The rules every page of the build keeps, checked as a visitor meets the page: one visit on a
 * desktop and one on a phone per visited page (fixtures.ts's VISITED: each kind of page, the pages
 * a pull request changes and a fixed sample of posts; every page with E2E_ALL_PAGES=1, one with
 * E2E_PAGE=<path>), each running every rule that applies to what is on screen. axe runs in full
 * once per page, on the desktop in light mode; dark mode runs the rules the colours can change,
 * and the phone the rules the width can change. What only the layout decides is checked in the
 * visits of the first page of each layout the build has: on the desktop, the keyboard walk and
 * coming back once the announcement bar is closed; on the phone, axe in full, dark mode, the open
 * menu and the page without JavaScript. That Chromium holds the first frame until the page's end is
 * seen once, on the first page's desktop visit; that every page holds it until its very end is in
 * its HTML. What the HTML holds by itself is checked without a browser, in test/built.
 */
import path from 'node:path';
import type {Browser, Page} from '@playwright/test';
import {builtPageFiles} from '../../lib/routeFiles';
import {
  BUDGETS,
  CSS_HASH_HEADROOM,
  gzipSize,
  jsBudgetOverruns,
  kib,
  pageWeight,
} from '../../lib/pageWeight';
import {TRIAL_CTA_LABEL} from '../../src/data/school';
import {THEME_RULES, VIEWPORT_RULES, wcagViolations} from '../support/axe';
import {gzipBytes, recordFirstVisit} from '../support/firstVisit';
import {markTabbables, smallTargets, walk} from '../support/keyboard';
import {layoutShiftAfterLoad, observeLayoutShifts} from '../support/layoutShift';
import {phraseBreakViolations} from '../support/phraseBreaks';
import {
  test,
  expect,
  addressOf,
  BUILD_DIR,
  ANALYTICS_REQUEST,
  openMobileMenu,
  PHONE,
  slowDownCpu,
  STATUS_404_CONSOLE_ERROR,
  VISITED,
  watchPolicyViolations,
} from './fixtures';

/** The route table in every page's entry has a row for each of them. */
const BUILT_PAGE_COUNT = builtPageFiles(BUILD_DIR).length;

/** A page with code may cost this much more JavaScript than a page of its kind without. */
const CODE_PAGE_EXTRA_JS = 3 * 1024;
// At 12× slowdown Chromium would otherwise paint mid-parse: a bare navbar, then the rest.
const CPU_SLOWDOWN = 12;
/** The navbar's links, which the phone menu holds (the trial's name adds the new-tab hint). */
const NAVBAR_LINKS = [/^はじめての方へ$/, /^ブログ$/, new RegExp(`^${TRIAL_CTA_LABEL}`)];
/** The narrowest phone the site is laid out for. */
const SMALL_PHONE_WIDTH = 320;

const trialButton = (page: Page) =>
  page.locator('nav.navbar .navbar__items--right').getByRole('link', {name: TRIAL_CTA_LABEL});

async function expectNoLayoutShift(page: Page, when: string): Promise<void> {
  const {shifts, total} = await layoutShiftAfterLoad(page);
  expect(shifts, `layout shifts ${when}`).toEqual([]);
  expect(total).toBe(0);
}

/**
 * WCAG 2.2 AA by axe (every rule, or only `rules`), and every control at least a 24 px square
 * target (2.5.8).
 */
async function expectAccessible(page: Page, when: string, rules?: readonly string[]) {
  expect(await wcagViolations(page, rules), `WCAG 2.2 AA violations ${when}`).toEqual([]);
  expect(await smallTargets(page), `controls under 24×24 px ${when}`).toEqual([]);
}

/** In dark mode only the colours and the swapped images differ: axe's rules for those. */
async function expectDarkAccessible(page: Page, when: string): Promise<void> {
  expect(await wcagViolations(page, THEME_RULES), `WCAG 2.2 AA violations ${when}`).toEqual([]);
}

/** Every image of the page arrives and decodes, the lazy ones too. */
async function expectImagesShown(page: Page): Promise<void> {
  const broken = await page.evaluate(async () =>
    (
      await Promise.all(
        [...document.images].map((image) => {
          image.loading = 'eager';
          return image.decode().then(
            () => null,
            () => image.currentSrc || image.src,
          );
        }),
      )
    ).filter((src) => src !== null),
  );
  expect(broken, 'images that do not show').toEqual([]);
}

/** A link or button styled as a button shows its edge: a border or a fill. */
async function expectButtonEdges(page: Page): Promise<void> {
  const edgeless = await page.locator('main .button, .navbar-trial-button').evaluateAll((buttons) =>
    buttons
      .filter((button) => {
        const style = getComputedStyle(button);
        const hasBorder = style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0;
        return !hasBorder && style.backgroundColor === 'rgba(0, 0, 0, 0)';
      })
      .map((button) => button.textContent),
  );
  expect(edgeless, 'buttons without an edge').toEqual([]);
}

/** A highlighted token: build-time highlighting gives each its light and dark colour. */
const TOKEN = 'span[style*="--shiki-light"]';

/** Records how many highlighted tokens every frame shows, from the first paint on. */
async function countTokensPerFrame(page: Page): Promise<void> {
  await page.addInitScript((token) => {
    const counts: number[] = [];
    Object.assign(window, {tokensPerFrame: counts});
    const count = () => {
      counts.push(document.querySelectorAll(`.theme-code-block ${token}`).length);
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
  }, TOKEN);
}

/** The colours of the first code block: its plain text, and each highlighted token. */
function codeColours(page: Page) {
  return page
    .locator('.theme-code-block pre code')
    .first()
    .evaluate(
      (code, token) => ({
        plain: getComputedStyle(code).color,
        tokens: [...code.querySelectorAll(token)].map((span) => getComputedStyle(span).color),
      }),
      TOKEN,
    );
}

/** The first code block copies what it shows. */
async function expectCodeCopied(page: Page): Promise<void> {
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await block.getByRole('button', {name: 'クリップボードにコードをコピー'}).click();
  await expect(block.getByRole('button', {name: 'コピーしました'})).toBeVisible();
  // Line boxes may add blank lines to the text the page shows; lines and their order count.
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  const shown = await block.locator('pre code').innerText();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(lines(copied)).toEqual(lines(shown));
}

/** The desktop the suite runs at (playwright.config.mts), and a tablet between it and a phone. */
const DESKTOP_WIDTH = 1280;
const TABLET_WIDTH = 768;

/** Headings, buttons and card titles on screen break only between phrases. */
async function expectPhraseBreaks(page: Page, width: number): Promise<void> {
  await page.setViewportSize({width, height: page.viewportSize()?.height ?? PHONE.height});
  expect(await phraseBreakViolations(page), `line breaks inside a phrase at ${width} px`).toEqual(
    [],
  );
}

/** Nothing is wider than the screen, and the trial button stays in the bar beside the search. */
async function expectPhoneBar(page: Page, width: number): Promise<void> {
  const trial = trialButton(page);
  await expect(trial, `${width} px`).toBeInViewport({ratio: 1});
  const box = await trial.boundingBox();
  expect(box?.height, `${width} px: the trial button is a large target`).toBeGreaterThanOrEqual(24);
  const logo = await page.locator('.navbar__brand img').first().boundingBox();
  expect(logo?.width, `${width} px: the logo keeps its size`).toBeGreaterThanOrEqual(24);
  const search = await page.locator('nav.navbar').getByRole('button', {name: '検索'}).boundingBox();
  expect(
    search && box && (search.x + search.width <= box.x || box.x + box.width <= search.x),
    `${width} px: the search button and the trial button side by side, not on top`,
  ).toBe(true);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${width} px: nothing on the page is wider than the screen`,
  ).toBeLessThanOrEqual(width);
}

/** The first page of each layout. */
const LAYOUT_SAMPLES = [
  ...new Map([...VISITED].reverse().map((page) => [page.layout, page])).values(),
].reverse();

/**
 * Opens `address` on a CPU slowed down until the first frame, and checks that frame already shows
 * the whole page down to the footer, not a bare navbar that the rest then pushes down. The rest
 * of the load runs at full speed: only the first frame needs the slow CPU.
 */
async function openWithSlowFirstFrame(page: Page, address: string) {
  await page.addInitScript(() => {
    const footerInFirstFrame = new Promise<boolean>((resolve) => {
      requestAnimationFrame(() => {
        resolve(document.querySelector('footer') !== null);
      });
    });
    Object.assign(window, {footerInFirstFrame});
  });
  const restoreCpu = await slowDownCpu(page, CPU_SLOWDOWN);
  const response = await page.goto(address, {waitUntil: 'commit'});
  expect(
    await page.evaluate(
      () => (window as unknown as {footerInFirstFrame: Promise<boolean>}).footerInFirstFrame,
    ),
    'the footer is in the first frame',
  ).toBe(true);
  await restoreCpu();
  return response;
}

/** Closed, the announcement bar stays closed when the visitor comes back, and nothing shifts. */
async function expectBarStaysClosed(page: Page, address: string): Promise<void> {
  const bar = page.locator('.theme-announcement-bar');
  await bar.getByRole('button', {name: '閉じる'}).click();
  await expect(bar).toBeHidden();
  // From another page, not by a reload: after a reload Chromium reported no shift when the closed
  // bar showed in the first frame and went at hydration.
  await page.goto('about:blank');
  await page.goto(address);
  await expectNoLayoutShift(
    page,
    "when coming back after closing the bar (the theme's inline script and plugins/site/announcement-bar-id hide it before the first paint)",
  );
  await expect(bar).toBeHidden();
}

// The checks look where the theme's transitions end: the phone menu's slide, the colours fading
// to the other mode. Asking for less motion, as a visitor may, ends them at once; waiting each
// out took a fifth of these visits' time.
test.use({reducedMotion: 'reduce'});

for (const target of VISITED) {
  const address = addressOf(target);
  const {notFound, hasCode, heading} = target;
  const isLayoutSample = LAYOUT_SAMPLES.includes(target);
  // Once: Chromium's CPU throttling spins a thread, so a slowed load costs real CPU time.
  const isFirstPage = target === VISITED[0];
  test.describe(address, () => {
    test.use({allowedConsoleError: notFound ? STATUS_404_CONSOLE_ERROR : undefined});

    test.describe('on a desktop', () => {
      test.use({permissions: ['clipboard-read', 'clipboard-write']});

      const layoutChecks =
        (isFirstPage ? '; the first frame on a slow CPU' : '') +
        (isLayoutSample ? '; its layout: keyboard walk, the closed bar on coming back' : '');
      test(`no shift, within budget, images, buttons, code, WCAG in full, its colours in dark, phrases${layoutChecks}`, async ({
        page,
        baseURL,
      }) => {
        test.slow(isLayoutSample, 'room for the layout checks, and the first page on a slow CPU');
        const firstVisit = recordFirstVisit(page, new URL(String(baseURL)).origin);
        await observeLayoutShifts(page);
        if (hasCode) await countTokensPerFrame(page);
        const response = isFirstPage
          ? await openWithSlowFirstFrame(page, address)
          : await page.goto(address);
        expect(response?.status()).toBe(notFound ? 404 : 200);
        await expect(page.locator('.theme-announcement-bar')).toBeVisible();
        await expectNoLayoutShift(page, 'while loading with the announcement bar');

        const {js, css, external} = await firstVisit();
        const {imageBytes, files} = pageWeight(BUILD_DIR, target.path);
        const entry = new Set(files.js.map((file) => `/${path.relative(BUILD_DIR, file)}`));
        const scripts = {
          entryGzip: gzipBytes(
            BUILD_DIR,
            js.filter((file) => entry.has(file)),
          ),
          pageScriptsGzip: gzipBytes(
            BUILD_DIR,
            js.filter((file) => !entry.has(file)),
          ),
          // Compiled Markdown repeats the page's content for React, so content earns its weight.
          contentGzip: gzipSize(
            await page
              .locator('main')
              .first()
              .evaluate((main) => main.outerHTML),
          ),
          builtPages: BUILT_PAGE_COUNT,
        };
        expect(jsBudgetOverruns(scripts), `JS of the first visit: ${js.join(', ')}`).toEqual([]);
        expect(css.length, 'the page has a stylesheet').toBeGreaterThan(0);
        expect(
          gzipBytes(BUILD_DIR, css),
          `CSS (the site's ${kib(BUDGETS.cssGzip)} + ${CSS_HASH_HEADROOM} B for class-name hashes): ${css.join(', ')}`,
        ).toBeLessThanOrEqual(BUDGETS.cssGzip + CSS_HASH_HEADROOM);
        expect(imageBytes, `images: ${files.images.join(', ')}`).toBeLessThanOrEqual(
          BUDGETS.imageBytes,
        );
        // Anything from another host escapes these budgets (and tells that host about the visitor).
        expect(
          external.filter((url) => !ANALYTICS_REQUEST.test(url)),
          'requests to other hosts',
        ).toEqual([]);

        await expectImagesShown(page);
        await expectButtonEdges(page);
        const trial = await trialButton(page).boundingBox();
        expect(trial?.height, 'the trial button is a large button').toBeGreaterThanOrEqual(32);
        if (hasCode) {
          const counts = await page.evaluate(
            () => (window as {tokensPerFrame?: number[]}).tokensPerFrame ?? [],
          );
          expect(counts.length, 'frames recorded').toBeGreaterThan(0);
          expect(
            Math.min(...counts),
            `code never shows plain: ${counts.join(' ')}`,
          ).toBeGreaterThan(0);
        }
        // Before anything takes focus: the walk starts where a visitor's first Tab does.
        if (isLayoutSample && !notFound) await expectKeyboardWalk(page);
        await expectAccessible(page, 'in light mode');
        const light = hasCode ? await codeColours(page) : undefined;
        if (hasCode) await expectCodeCopied(page);

        await page.getByRole('button', {name: /モード/}).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await expectDarkAccessible(page, 'in dark mode');
        if (light) {
          const dark = await codeColours(page);
          for (const [mode, {plain, tokens}] of Object.entries({light, dark})) {
            expect(
              tokens.filter((colour) => colour !== plain),
              `highlighted code in ${mode} mode`,
            ).not.toEqual([]);
          }
          expect(dark.tokens, 'the code colours follow the colour mode').not.toEqual(light.tokens);
        }
        await expectPhraseBreaks(page, DESKTOP_WIDTH);
        if (isLayoutSample) await expectBarStaysClosed(page, address);
        await expectPhraseBreaks(page, TABLET_WIDTH);
      });
    });

    test.describe('on a phone', () => {
      // The site starts light whatever the system prefers.
      test.use({viewport: PHONE, colorScheme: 'dark'});

      const layoutChecks = isLayoutSample
        ? '; its layout: WCAG in full, dark too, the open menu, the page without JavaScript'
        : "; WCAG's rules the width changes";
      test(`light by default, the trial in the bar down to ${SMALL_PHONE_WIDTH} px, phrases${layoutChecks}`, async ({
        page,
        browser,
        baseURL,
      }) => {
        await observeLayoutShifts(page);
        await page.goto(address);
        await expectNoLayoutShift(page, 'while loading with the announcement bar');
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        // The trial can be applied for from the first screen, without opening the menu.
        await expect(page.locator('.navbar-sidebar')).toBeHidden();
        await expectPhoneBar(page, PHONE.width);
        // What a page's content adds looks the same as on a desktop but for its width; what the
        // layout adds on a phone (the menu, the collapsed table of contents) its first page shows.
        await expectAccessible(page, 'in light mode', isLayoutSample ? undefined : VIEWPORT_RULES);

        if (isLayoutSample) {
          // The colour mode switches as a visitor switches it: with the toggle in the menu.
          await openMobileMenu(page);
          const menu = page.locator('.navbar-sidebar');
          // A doc's own sidebar in the menu may name it as the navbar does.
          for (const name of NAVBAR_LINKS)
            await expect(menu.getByRole('link', {name}).first()).toBeVisible();
          await expectAccessible(page, 'in light mode with the menu open');
          await menu.getByRole('button', {name: /モード/}).click();
          await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
          await expectDarkAccessible(page, 'in dark mode with the menu open');
          await menu.getByRole('button', {name: /を閉じる/}).click();
          await expect(menu).toBeHidden();
          await expectDarkAccessible(page, 'in dark mode');
        }
        await expectPhraseBreaks(page, PHONE.width);
        await expectPhraseBreaks(page, SMALL_PHONE_WIDTH);
        await expectPhoneBar(page, SMALL_PHONE_WIDTH);
        if (isLayoutSample) {
          await expectReadableWithoutJavaScript(browser, `${String(baseURL)}${address}`, heading);
        }
      });
    });
  });
}

/** With JavaScript off, the HTML alone shows the page, its navbar links and the footer's. */
async function expectReadableWithoutJavaScript(
  browser: Browser,
  url: string,
  heading: string,
): Promise<void> {
  const context = await browser.newContext({javaScriptEnabled: false, viewport: PHONE});
  try {
    await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
    const page = await context.newPage();
    const violations: string[] = [];
    await watchPolicyViolations(page, (text) => violations.push(text));
    await page.goto(url);
    await expect(page.locator('h1'), 'without JavaScript').toHaveText(heading);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    await expect(page.locator('footer').getByRole('link', {name: '料金プラン'})).toBeVisible();
    // The menu cannot open, so the navbar shows its links; the search cannot run, so it hides.
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('button', {name: 'ナビゲーションバーを開く'})).toBeHidden();
    for (const name of NAVBAR_LINKS) await expect(navbar.getByRole('link', {name})).toBeVisible();
    await expect(navbar.getByRole('button', {name: '検索'})).toBeHidden();
    expect(violations, 'Content-Security-Policy violations without JavaScript').toEqual([]);
  } finally {
    await context.close();
  }
}

/**
 * Tab reaches every control in DOM order, with a visible focus the sticky navbar never hides;
 * the first stop skips to the content.
 */
async function expectKeyboardWalk(page: Page): Promise<void> {
  // The theme shows its back-to-top button only while the page scrolls up and hides it near the
  // top even while it has focus, so whether a walk meets it depends on scroll timing.
  // Through the CSSOM: the page's policy refuses a style element it has no hash for.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.theme-back-to-top-button { display: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  const count = await markTabbables(page);
  expect(count).toBeGreaterThan(5);

  const forward = await walk(page, 'Tab', count);
  expect(forward.map((stop) => stop.index ?? stop.label)).toEqual([...Array(count).keys()]);
  expect(forward.filter((stop) => !stop.indicatorShown).map((stop) => stop.label)).toEqual([]);
  expect(forward.filter((stop) => !stop.uncovered).map((stop) => stop.label)).toEqual([]);

  // Going back up is where a sticky navbar hides the element that scrolls in at the top.
  const backward = await walk(page, 'Shift+Tab', count - 1);
  expect(backward.map((stop) => stop.index ?? stop.label)).toEqual(
    [...Array(count - 1).keys()].reverse(),
  );
  expect(backward.filter((stop) => !stop.uncovered).map((stop) => stop.label)).toEqual([]);

  // The walk ends on the first stop: the skip link, which moves focus past the navbar.
  const skip = page.getByRole('link', {name: 'メインコンテンツまでスキップ'});
  await expect(skip, 'the first stop is the skip link').toBeFocused();
  await expect(skip, 'the skip link shows when it has focus').toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => Boolean(document.activeElement?.closest('main'))),
    'after skipping, the next stop is in the content',
  ).toBe(true);
}

/** Markdown pages share a layout by kind; React pages under src/pages each differ by design. */
const MARKDOWN_KINDS = ['docs', 'blog'];
const kindOf = (path: string) => path.split('/')[1];

test('a Markdown page with code downloads at most 3 KiB more JavaScript than one of its kind without', async ({
  browser,
  baseURL,
}) => {
  const firstVisitJs = async (path: string) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const visit = recordFirstVisit(page, new URL(String(baseURL)).origin);
      await page.goto(`${String(baseURL)}${path}`);
      return gzipBytes(BUILD_DIR, (await visit()).js);
    } finally {
      await context.close();
    }
  };
  test.skip(Boolean(process.env.E2E_PAGE), 'it compares pages; E2E_PAGE visits one');
  const compared: string[] = [];
  for (const kind of MARKDOWN_KINDS) {
    const routes = VISITED.filter(({notFound, path}) => !notFound && kindOf(path) === kind);
    const plain = routes.find(({hasCode}) => !hasCode)?.path;
    const withCode = routes.filter(({hasCode}) => hasCode).map(({path}) => path);
    if (!plain || withCode.length === 0) continue;
    const plainJs = await firstVisitJs(plain);
    for (const path of withCode) {
      const js = await firstVisitJs(path);
      compared.push(path);
      expect(js, `${path} ${kib(js)} against ${plain} ${kib(plainJs)}`).toBeLessThanOrEqual(
        plainJs + CODE_PAGE_EXTRA_JS,
      );
    }
  }
  expect(compared, 'the build has pages with code to compare').not.toEqual([]);
});
