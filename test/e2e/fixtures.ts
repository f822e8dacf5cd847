import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test as base, expect, type Page} from '@playwright/test';
import {DomUtils, parseDocument} from 'htmlparser2';
import {school} from '../../src/data/school';
import {builtPageFiles, routeOf} from '../../plugins/lib/builtSite';
import {TEST_BUILD_DIR, TEST_SITE_DIR} from '../support/testSite';

export {expect};
export {waitForHydration} from '../support/hydration';

/** The build the suite runs against, and the site whose content files it was made from. */
export const BUILD_DIR = TEST_BUILD_DIR;
export const SITE_DIR = TEST_SITE_DIR;

type Document = ReturnType<typeof parseDocument>;

const readDocument = (file: string): Document => parseDocument(readFileSync(file, 'utf8'));

/** Whether an element's class attribute lists `name`. */
export const hasClass = (element: {attribs: Record<string, string>}, name: string): boolean =>
  (element.attribs.class ?? '').split(/\s+/).includes(name);

/** A redirect stub (a `meta` refresh) rather than a page. */
export const isRedirect = (document: Document) =>
  DomUtils.findOne(
    (element) =>
      element.name === 'meta' && element.attribs['http-equiv']?.toLowerCase() === 'refresh',
    document.children,
  ) !== null;

/** The layout the theme marks on <html>, leaving out the page's own id and plugin instance. */
function layoutOf(document: Document): string {
  const html = DomUtils.findOne((element) => element.name === 'html', document.children);
  return (html?.attribs.class ?? '')
    .split(/\s+/)
    .filter((name) => name && !/^(docs-doc-id-|plugin-id-)/.test(name))
    .sort()
    .join(' ');
}

export interface BuiltPage {
  path: string;
  /** The h1 the page is served with. */
  heading: string;
  layout: string;
  /** Shows at least one code block. */
  hasCode: boolean;
}

/** The pages of `buildDir`. */
export function builtPages(buildDir: string): BuiltPage[] {
  return (
    builtPageFiles(buildDir)
      // Test-only React pages (test/pages, in test builds) have specs of their own.
      .filter((file) => !file.startsWith(`test${path.sep}`))
      .map((file) => ({file, document: readDocument(path.join(buildDir, file))}))
      .filter(({document}) => !isRedirect(document))
      .map(({file, document}) => ({
        path: routeOf(file),
        heading: DomUtils.textContent(
          DomUtils.findAll((element) => element.name === 'h1', document.children),
        ),
        layout: layoutOf(document),
        hasCode:
          DomUtils.findOne(
            (element) => hasClass(element, 'theme-code-block'),
            document.children,
          ) !== null,
      }))
      .sort((a, b) => a.path.localeCompare(b.path))
  );
}

/**
 * Every page of the build, with the h1 it is served with: each HTML file but the 404 page, the
 * redirect stubs and the test-only pages. Read from the build, so a page an editor adds is
 * checked the moment it exists.
 */
export const ROUTES: readonly BuiltPage[] = builtPages(BUILD_DIR);

/** The spec's course introduction, which the tutorial sidebar lists in this order among others. */
export const SPEC_INTRO_DOCS = ['intro', 'aboutPrograming', 'course', 'plan', 'teacher'].map(
  (name) => `/docs/intro/${name}`,
);

export const NOT_FOUND_HEADING = 'ページが見つかりません';

/** A path no page has: the server answers it with 404.html and status 404. */
export const UNKNOWN_PATH = '/no-such-page';

/** Every route, then the unknown path that the server answers with the not-found page. */
export const PAGES = [
  ...ROUTES.map((route) => ({...route, notFound: false})),
  {
    path: UNKNOWN_PATH,
    heading: NOT_FOUND_HEADING,
    layout: layoutOf(readDocument(path.join(BUILD_DIR, '404.html'))),
    hasCode: false,
    notFound: true,
  },
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

/** Opens the mobile navigation menu and waits until it is shown. */
export async function openMobileMenu(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'ナビゲーションバーを開く'}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
}
