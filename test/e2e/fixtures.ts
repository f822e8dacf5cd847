import {test as base, expect, type Page} from '@playwright/test';
import {$, builtPages, type BuiltPage} from '../support/builtPages';
import {changedRoutes} from '../support/changedPages';
import {TEST_BUILD_DIR, TEST_SITE_DIR} from '../support/testSite';

export {expect};
export {waitForHydration} from '../support/hydration';

/** The build the suite runs against. */
export const BUILD_DIR = TEST_BUILD_DIR;

/**
 * Every page of the build with the h1 it is served with, the not-found page last: read from the
 * build, so a page an editor adds is checked the moment it exists.
 */
export const PAGES: readonly BuiltPage[] = builtPages(BUILD_DIR, {notFound: true});

/** The pages a visitor reaches at their own address. */
export const ROUTES = PAGES.filter(({notFound}) => !notFound);

/** Posts visited whatever the pull request: the oldest, the newest and one between. */
const POST_SAMPLE_SIZE = 3;

/** What makes two pages check differently in a browser: layout, code, content images, noindex. */
const kindOf = ({layout, hasCode, noindex, notFound, document}: BuiltPage) =>
  JSON.stringify([layout, hasCode, noindex, notFound, $(document, 'main img') !== null]);

/** `count` items of `items` spread evenly, the first and the last among them. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from(
    {length: count},
    (_, index) => items[Math.round((index * (items.length - 1)) / (count - 1))],
  );
}

/**
 * The pages the browser visits. With `E2E_PAGE=<path>` (`/` or `/docs/intro/intro`, the
 * not-found page at its own path `/404`), that page alone. With `E2E_ALL_PAGES=1` (the scheduled
 * run on main), every page. Otherwise the first page of each kind, every page whose content file the pull request adds or
 * changes, and a fixed sample of posts: a number that stays about the same as the blog grows,
 * while test/built keeps checking every page's HTML.
 */
export const VISITED: readonly BuiltPage[] = (() => {
  const only = process.env.E2E_PAGE;
  if (only) {
    const page = PAGES.filter(({path}) => path === only);
    if (page.length === 0) throw new Error(`E2E_PAGE=${only}: the test build has no such page`);
    return page;
  }
  if (process.env.E2E_ALL_PAGES === '1') return PAGES;
  const changed = changedRoutes(TEST_SITE_DIR);
  // Reversed, so that each kind's first page is the one its key keeps.
  const firstOfKind = new Map([...PAGES].reverse().map((page) => [kindOf(page), page]));
  const chosen = new Set([
    ...firstOfKind.values(),
    ...PAGES.filter(({path}) => changed.has(path)),
    ...spread(
      PAGES.filter(({layout}) => layout.split(' ').includes('blog-post-page')),
      POST_SAMPLE_SIZE,
    ),
  ]);
  return PAGES.filter((page) => chosen.has(page));
})();

/** A path no page has: the server answers it with 404.html and status 404. */
export const UNKNOWN_PATH = '/no-such-page';

/** Where a visitor opens `page`: the not-found page at an address no page has. */
export const addressOf = (page: BuiltPage): string => (page.notFound ? UNKNOWN_PATH : page.path);

/** Chromium logs every document served with status 404 as a console error. */
export const STATUS_404_CONSOLE_ERROR = /status of 404/;

/** A phone: below the 996px breakpoint, where the navbar links move into the menu. */
export const PHONE = {name: 'mobile', width: 390, height: 844} as const;

const GTAG_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;
/** Where GA4 sends a hit: a regional host, which the policy allows by wildcard. */
const ANALYTICS_HIT = 'https://region1.google-analytics.com/g/collect';
/** What analytics requests, each answered on this machine: its script, and the hit it sends. */
export const ANALYTICS_REQUEST =
  /^https:\/\/(?:www\.googletagmanager\.com\/gtag\/js|region1\.google-analytics\.com\/g\/collect)/;

/** What a console message of {@link watchPolicyViolations} starts with. */
export const POLICY_VIOLATION = 'Content-Security-Policy violation:';
/** That, and Chromium's own messages ("Refused to…", "Executing inline script violates…"). */
export const POLICY_MESSAGE = /Content[ -]Security[ -]Policy/;

/**
 * Turns every Content-Security-Policy violation on `page` into a console error that starts with
 * {@link POLICY_VIOLATION}, from before the page's first byte on: the policy
 * (plugins/site/publish-safely.ts) must refuse nothing the site does. Chromium's own messages
 * say the same with the directive, and count at any console level.
 */
export async function watchPolicyViolations(
  page: Page,
  report: (text: string) => void,
): Promise<void> {
  page.on('console', (message) => {
    if (POLICY_MESSAGE.test(message.text())) report(message.text());
  });
  await page.addInitScript((label) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile}:${String(event.lineNumber)}`;
      console.error(`${label} ${event.effectiveDirective} refused ${event.blockedURI} at ${where}`);
    });
  }, POLICY_VIOLATION);
}

interface Fixtures {
  /** Console errors a test expects (matched by message); any other fails the test. */
  allowedConsoleError: RegExp | undefined;
}

/**
 * Pages never reach the network: the analytics script is answered with a stub that sends a hit
 * as gtag.js does (answered too), and anything else off this machine is refused. Every test fails on a console error, an uncaught
 * exception it did not declare, a Content-Security-Policy violation, or a dialog.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleError: [undefined, {option: true}],
  context: async ({context}, use) => {
    // Routes registered later take precedence over the catch-all.
    await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
    await context.route(GTAG_SCRIPT, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `navigator.sendBeacon(${JSON.stringify(`${ANALYTICS_HIT}?v=2`)});`,
      }),
    );
    await context.route(`${ANALYTICS_HIT}?*`, (route) => route.fulfill({status: 204}));
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
    await watchPolicyViolations(page, (text) => {
      if (!errors.includes(text) && !isAllowed(text)) errors.push(text);
    });
    page.on('pageerror', (error) => {
      if (!isAllowed(error.message)) errors.push(`uncaught: ${error.message}`);
    });
    // The site opens no dialog: one would be editors' text run as a script.
    page.on('dialog', (dialog) => {
      errors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await use(page);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

/**
 * Makes the page's CPU `factor` times slower, like a cheap phone or a busy machine, until the
 * returned function gives it its speed back. That function ends the throttling session: a second
 * session setting the rate back holds only until the next document, which the first one throttles
 * again.
 */
export async function slowDownCpu(page: Page, factor: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: factor});
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    await cdp.detach();
  };
}

/** Opens the mobile navigation menu and waits until it is shown. */
export async function openMobileMenu(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'ナビゲーションバーを開く'}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
}
