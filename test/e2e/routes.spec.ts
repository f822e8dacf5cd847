import {
  test,
  expect,
  ROUTES,
  ALL_ROUTES,
  NOT_FOUND_HEADING,
  STATUS_404_CONSOLE_ERROR,
  waitForHydration,
} from './fixtures';
import {school} from '../../src/data/school';
import {readFileSync} from 'node:fs';

const themeTexts = JSON.parse(readFileSync('i18n/ja/code.json', 'utf8')) as Record<
  string,
  {message: string}
>;

// English strings Docusaurus ships that must never reach a Japanese visitor.
const ENGLISH_THEME_TEXT =
  /Skip to main content|On this page|Recent posts|Read more|min read|Newer|Older|Previous|Next|Archive|Edit this page|Last updated|Tags|Copyright|Close|Toggle|Page Not Found/;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

for (const {path, heading} of ROUTES) {
  test(`${path} renders in Japanese with no console errors`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    // One h1 per page, named in the title as "<h1> | <site>" (the home page leads with the tagline).
    expect(heading).toMatch(/\S/);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(heading);
    await expect(page).toHaveTitle(`${path === '/' ? school.tagline : heading} | ${school.name}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

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
  });
}

test.describe('unknown paths', () => {
  test.use({allowedConsoleError: STATUS_404_CONSOLE_ERROR});

  for (const path of ['/nope', '/docs/nope', '/docs/intro/nope', '/blog/nope', '/blog/tags/nope']) {
    test(`${path} shows the Japanese not-found page with status 404`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveText(NOT_FOUND_HEADING);
      // The second line says what to do next, not to write to another site's owner.
      const nextStep = page.getByText(themeTexts['theme.NotFound.p2'].message);
      await expect(nextStep).toBeVisible();
      await expect(nextStep).toContainText('アドレス');
      await expect(nextStep).toContainText('トップページ');
      await expect(page).toHaveTitle(new RegExp(NOT_FOUND_HEADING));
    });
  }
});

const doc = ALL_ROUTES.find(({path}) => path.startsWith('/docs/'));
const introHeading = ALL_ROUTES.find(({path}) => path === '/docs/intro/intro')?.heading ?? '';

for (const suffix of ['.html', '/index.html']) {
  // GitHub Pages answers /x/index.html with the 404 page, which then moves to /x.
  test.describe(suffix, () => {
    test.use({
      allowedConsoleError: suffix === '/index.html' ? STATUS_404_CONSOLE_ERROR : undefined,
    });
    test(`a path ending in ${suffix} renders the same page as the clean path`, async ({page}) => {
      await page.goto(`${doc?.path}${suffix}`);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveText(doc?.heading ?? '');
      await expect(page).toHaveURL(doc?.path ?? '');
    });
  });
}

test('/docs leads to the beginner guide', async ({page}) => {
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/intro\/intro$/);
  await expect(page.locator('h1')).toHaveText(introHeading);
});
