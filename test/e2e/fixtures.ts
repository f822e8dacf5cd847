import {test as base, expect, type Page} from '@playwright/test';
import {school} from '../../src/data/school';

export {expect};

/** Every route of the spec with the h1 a visitor sees there. */
export const ROUTES = [
  {path: '/', heading: school.name},
  {path: '/blog', heading: 'ブログ'},
  {path: '/blog/archive', heading: 'アーカイブ'},
  {path: '/blog/tags', heading: 'タグ'},
  {path: '/blog/tags/あいさつ', heading: '「あいさつ」タグの記事（1件）'},
  {path: '/blog/welcome', heading: 'ようこそ、教室のブログへ'},
  {path: '/markdown-page', heading: 'マークダウンページ'},
  {path: '/docs/aboutCompany/privacyPolicy', heading: 'プライバシーポリシー'},
  {path: '/docs/intro/intro', heading: 'はじめての方へ'},
  {path: '/docs/intro/aboutPrograming', heading: 'プログラミングについて'},
  {path: '/docs/intro/course', heading: '学習コース'},
  {path: '/docs/intro/plan', heading: '料金プラン'},
  {path: '/docs/intro/teacher', heading: '講師紹介'},
] as const;

export const NOT_FOUND_HEADING = 'ページが見つかりません';

/** A path no page has: the server answers it with 404.html and status 404. */
export const UNKNOWN_PATH = '/no-such-page';

/** Every route, then the unknown path that the server answers with the not-found page. */
export const PAGES = [
  ...ROUTES.map(({path}) => ({path, notFound: false})),
  {path: UNKNOWN_PATH, notFound: true},
];

/** Chromium logs every document served with status 404 as a console error. */
export const STATUS_404_CONSOLE_ERROR = /status of 404/;

/** A phone: below the 996px breakpoint, where the navbar links move into the menu. */
export const PHONE = {name: 'mobile', width: 390, height: 844} as const;

/** The widths pages are checked at: a desktop, and a phone. */
export const VIEWPORTS = [{name: 'desktop', width: 1280, height: 800}, PHONE] as const;

export const GTAG_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;

interface Fixtures {
  /** Console errors a test expects (matched by message); any other fails the test. */
  allowedConsoleError: RegExp | undefined;
}

/**
 * Pages never reach the network: the analytics script is answered with an empty script, the
 * trial form with a stub page, and anything else off this machine is refused. Every test fails
 * on a console error or an uncaught exception it did not declare.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleError: [undefined, {option: true}],
  context: async ({context}, use) => {
    // Routes registered later take precedence over the catch-all.
    await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
    await context.route(GTAG_SCRIPT, (route) =>
      route.fulfill({contentType: 'text/javascript', body: '/* analytics stub */'}),
    );
    await context.route(
      (url) => url.href === school.trialFormUrl,
      (route) =>
        route.fulfill({contentType: 'text/html', body: '<title>体験申し込みフォーム</title>'}),
    );
    await use(context);
  },
  page: async ({page, allowedConsoleError}, use) => {
    const isAllowed = (text: string) => allowedConsoleError?.test(text) ?? false;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !isAllowed(message.text())) {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => {
      if (!isAllowed(error.message)) errors.push(`uncaught: ${error.message}`);
    });
    await use(page);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

/** Makes the page's CPU `factor` times slower, like a cheap phone or a busy machine. */
export async function slowDownCpu(page: Page, factor: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: factor});
}

/** Waits until React has hydrated, so clicks reach React handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Opens the mobile navigation menu and waits until it is shown. */
export async function openMobileMenu(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'ナビゲーションバーを開く'}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
}
