/**
 * The rules every page of the build keeps, checked on each page as a visitor meets it: one
 * desktop visit and one phone visit per page, each running every check that applies to what is
 * on screen, so a page an editor adds is covered the moment it is built. What only the layout
 * decides (the first paint, the page without JavaScript, the keyboard walk, the open phone menu)
 * is checked on the first page of each layout the build has.
 */
import type {Browser, Page} from '@playwright/test';
import {BUDGETS, gzipSize, kib, pageWeight} from '../../scripts/measure/pageWeight';
import {school, TRIAL_CTA_LABEL} from '../../src/data/school';
import {wcagViolations} from '../support/axe';
import {gzipBytes, recordFirstVisit} from '../support/firstVisit';
import {markTabbables, smallTargets, walk} from '../support/keyboard';
import {layoutShiftAfterLoad, observeLayoutShifts} from '../support/layoutShift';
import {
  test,
  expect,
  BUILD_DIR,
  GTAG_SCRIPT,
  openMobileMenu,
  PAGES,
  PHONE,
  ROUTES,
  slowDownCpu,
  STATUS_404_CONSOLE_ERROR,
  waitForHydration,
} from './fixtures';

/** A page with code may cost this much more JavaScript than a page of its kind without. */
const CODE_PAGE_EXTRA_JS = 3 * 1024;
// At 12× slowdown Chromium would otherwise paint mid-parse: a bare navbar, then the rest.
const CPU_SLOWDOWN = 12;
const FIRST_FRAME_TIMEOUT = 30_000;

// English strings Docusaurus ships that must never reach a Japanese visitor.
const ENGLISH_THEME_TEXT =
  /Skip to main content|On this page|Recent posts|Read more|min read|Newer|Older|Previous|Next|Archive|Edit this page|Last updated|Tags|Copyright|Close|Toggle|Page Not Found/;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

async function expectNoLayoutShift(page: Page, when: string): Promise<void> {
  const {shifts, total} = await layoutShiftAfterLoad(page);
  expect(shifts, `layout shifts ${when}`).toEqual([]);
  expect(total).toBe(0);
}

async function expectNoViolations(page: Page, when: string): Promise<void> {
  expect(await wcagViolations(page), `WCAG 2.2 AA violations ${when}`).toEqual([]);
}

async function expectLargeTargets(page: Page, when: string): Promise<void> {
  expect(await smallTargets(page), `controls under 24×24 px ${when}`).toEqual([]);
}

/** With JavaScript off, the HTML alone shows the page and the footer's links onward. */
async function expectReadableWithoutJavaScript(
  browser: Browser,
  url: string,
  heading: string,
): Promise<void> {
  const context = await browser.newContext({javaScriptEnabled: false});
  try {
    await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
    const page = await context.newPage();
    expect((await page.goto(url))?.status()).toBe(200);
    await expect(page.locator('h1'), 'without JavaScript').toHaveText(heading);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    await expect(page.locator('footer').getByRole('link', {name: '料金プラン'})).toBeVisible();
  } finally {
    await context.close();
  }
}

/** One h1 named in the title, Japanese everywhere, clean links and a description. */
async function expectPageBasics(page: Page, path: string, heading: string): Promise<void> {
  expect(heading).toMatch(/\S/);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(heading);
  // The home page leads its title with the tagline.
  await expect(page).toHaveTitle(`${path === '/' ? school.tagline : heading} | ${school.name}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // Search results show the description; Lighthouse's SEO score requires one on every page.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);

  expect(await page.locator('body').innerText()).not.toMatch(ENGLISH_THEME_TEXT);
  const labels = await page
    .locator('[aria-label], [title]')
    .evaluateAll((elements) =>
      elements.flatMap((e) => [e.getAttribute('aria-label'), e.getAttribute('title')]),
    );
  for (const label of labels.filter((l): l is string => Boolean(l))) {
    expect(label, 'accessible names are Japanese').toMatch(JAPANESE);
  }
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(
      href === '/' || !href.split(/[?#]/)[0].endsWith('/'),
      `${href} has no trailing slash`,
    ).toBe(true);
  }
}

/** Tab reaches every control in DOM order, with a visible focus the sticky navbar never hides. */
async function expectKeyboardWalk(page: Page): Promise<void> {
  // The theme shows its back-to-top button only while the page scrolls up and hides it near the
  // top even while it has focus, so whether a walk meets it depends on scroll timing.
  await page.addStyleTag({content: '.theme-back-to-top-button { display: none !important; }'});
  const count = await markTabbables(page);
  expect(count).toBeGreaterThan(5);

  const forward = await walk(page, 'Tab', count - 1, count + 1);
  expect(forward.map((stop) => stop.index ?? stop.label)).toEqual([...Array(count).keys()]);
  expect(forward.filter((stop) => !stop.indicatorShown).map((stop) => stop.label)).toEqual([]);
  expect(forward.filter((stop) => !stop.uncovered).map((stop) => stop.label)).toEqual([]);

  // Going back up is where a sticky navbar hides the element that scrolls in at the top.
  const backward = await walk(page, 'Shift+Tab', 0, count + 1);
  expect(backward.map((stop) => stop.index ?? stop.label)).toEqual(
    [...Array(count - 1).keys()].reverse(),
  );
  expect(backward.filter((stop) => !stop.uncovered).map((stop) => stop.label)).toEqual([]);
}

/** The first page of each layout. */
const LAYOUT_SAMPLES = [
  ...new Map([...PAGES].reverse().map((page) => [page.layout, page])).values(),
].reverse();

for (const {path, heading, notFound} of PAGES) {
  test.describe(path, () => {
    test.use({allowedConsoleError: notFound ? STATUS_404_CONSOLE_ERROR : undefined});

    test('on a desktop: no shift, budgets, basics, WCAG light and dark, 24 px targets', async ({
      page,
      baseURL,
    }) => {
      const firstVisit = recordFirstVisit(page, new URL(String(baseURL)).origin);
      await observeLayoutShifts(page);
      expect((await page.goto(path))?.status()).toBe(notFound ? 404 : 200);
      await expectNoLayoutShift(page, 'while loading with the announcement bar');

      const {js, css, external} = await firstVisit();
      // Compiled Markdown repeats the page's content for React, so content earns its weight in JS.
      const textAllowance = gzipSize(
        await page
          .locator('main')
          .first()
          .evaluate((main) => main.outerHTML),
      );
      expect(
        gzipBytes(BUILD_DIR, js),
        `JS of the first visit (${kib(BUDGETS.jsGzip)} + the content's ${kib(textAllowance)}): ${js.join(', ')}`,
      ).toBeLessThanOrEqual(BUDGETS.jsGzip + textAllowance);
      expect(css.length, 'the page has a stylesheet').toBeGreaterThan(0);
      expect(gzipBytes(BUILD_DIR, css), `CSS: ${css.join(', ')}`).toBeLessThanOrEqual(
        BUDGETS.cssGzip,
      );
      const {imageBytes, files} = pageWeight(BUILD_DIR, notFound ? '/404' : path);
      expect(imageBytes, `images: ${files.images.join(', ')}`).toBeLessThanOrEqual(
        BUDGETS.imageBytes,
      );
      // Anything from another host escapes these budgets (and tells that host about the visitor).
      expect(
        external.filter((url) => !GTAG_SCRIPT.test(url)),
        'requests to other hosts',
      ).toEqual([]);

      if (!notFound) await expectPageBasics(page, path, heading);
      // The layout's first paint waits for the whole page (checked on a slow CPU per layout).
      await expect(page.locator(`head link[rel="expect"][blocking="render"]`)).toHaveCount(1);
      // A positive tabindex would take this page's controls out of the order the walk checks.
      await expect(page.locator('[tabindex]:not([tabindex="0"], [tabindex="-1"])')).toHaveCount(0);
      await expect(page.locator('.theme-announcement-bar')).toBeVisible();
      await expectNoViolations(page, 'in light mode');
      await expectLargeTargets(page, 'on a desktop');

      await page.getByRole('button', {name: /モード/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expectNoViolations(page, 'in dark mode');
    });

    test.describe('on a phone', () => {
      test.use({viewport: PHONE});

      test('no shift, WCAG dark and light, 24 px targets', async ({page}) => {
        await observeLayoutShifts(page);
        await page.goto(`${path}?docusaurus-theme=dark`);
        await expectNoLayoutShift(page, 'while loading with the announcement bar');
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        // The trial can be applied for from the first screen, without opening the menu.
        const trial = page.locator('.navbar').getByRole('link', {name: TRIAL_CTA_LABEL});
        await expect(trial).toBeInViewport();
        await expect(page.locator('.navbar-sidebar')).toBeHidden();
        await expectNoViolations(page, 'in dark mode');
        await expectLargeTargets(page, 'on a phone');

        const bar = page.locator('.theme-announcement-bar');
        await bar.getByRole('button', {name: '閉じる'}).click();
        await expect(bar).toBeHidden();
        await page.goto(`${path}?docusaurus-theme=light`);
        await expectNoLayoutShift(page, 'while loading after the bar was dismissed');
        await expect(bar).toBeHidden();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await expectNoViolations(page, 'in light mode');
      });
    });
  });
}

/** What only the layout decides, checked once per layout on its first page. */
for (const {path, heading, notFound} of LAYOUT_SAMPLES) {
  test.describe(`the layout of ${path}`, () => {
    test.use({allowedConsoleError: notFound ? STATUS_404_CONSOLE_ERROR : undefined});

    test('whole first frame and no shift on a slow CPU, without JavaScript, keyboard walk', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.slow(); // room for the first frame on a throttled CPU
      if (!notFound)
        await expectReadableWithoutJavaScript(browser, `${String(baseURL)}${path}`, heading);
      await observeLayoutShifts(page);
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          Object.assign(window, {footerInFirstFrame: document.querySelector('footer') !== null});
        });
      });
      await slowDownCpu(page, CPU_SLOWDOWN);
      // Only the first frame needs the slow CPU, not the scripts that run until the load event.
      await page.goto(path, {waitUntil: 'commit'});
      // The frame's content is the point, not how soon it comes: at 12x, with every core busy
      // (CI runs the static checks beside this suite), it can take well over the default 5 s.
      await expect
        .poll(
          () => page.evaluate(() => (window as {footerInFirstFrame?: boolean}).footerInFirstFrame),
          {timeout: FIRST_FRAME_TIMEOUT},
        )
        .toBe(true);
      await slowDownCpu(page, 1);
      await expectNoLayoutShift(page, 'while loading on a slow CPU');
      if (!notFound) await expectKeyboardWalk(page);
    });

    test('on a phone: WCAG dark and light with the menu open, 24 px targets in it', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      for (const theme of ['dark', 'light']) {
        await page.goto(`${path}?docusaurus-theme=${theme}`);
        await waitForHydration(page);
        await openMobileMenu(page);
        await expectNoViolations(page, `in ${theme} mode with the menu open`);
        await expectLargeTargets(page, `in the ${theme} menu`);
      }
    });
  });
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
  const compared: string[] = [];
  for (const kind of MARKDOWN_KINDS) {
    const routes = ROUTES.filter(({path}) => kindOf(path) === kind);
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
