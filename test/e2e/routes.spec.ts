import {
  test,
  expect,
  ROUTES,
  NOT_FOUND_HEADING,
  STATUS_404_CONSOLE_ERROR,
  waitForHydration,
} from './fixtures';
import {readFileSync} from 'node:fs';

const themeTexts = JSON.parse(readFileSync('i18n/ja/code.json', 'utf8')) as Record<
  string,
  {message: string}
>;

test.describe('unknown paths', () => {
  test.use({allowedConsoleError: STATUS_404_CONSOLE_ERROR});

  // The site's own not-found page, the docs plugin's catch-all route, and the blog, which has none.
  for (const path of ['/nope', '/docs/intro/nope', '/blog/tags/nope']) {
    test(`${path} shows the Japanese not-found page with status 404`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveText(NOT_FOUND_HEADING);
      // What to do next (check the address, go to the top page), and the spec's request to
      // tell the owner of the linking site that the link is broken.
      const homeLink = themeTexts['site.NotFound.homeLink'].message;
      const nextStep = page.getByText(
        themeTexts['theme.NotFound.p1'].message.replace('{home}', homeLink),
      );
      await expect(nextStep).toBeVisible();
      await expect(nextStep).toContainText('アドレス');
      await expect(nextStep.getByRole('link', {name: 'トップページ'})).toHaveAttribute('href', '/');
      const request = page.getByText(themeTexts['theme.NotFound.p2'].message);
      await expect(request).toBeVisible();
      await expect(request).toContainText('リンクが切れている');
      await expect(request).toContainText('運営者');
      await expect(page).toHaveTitle(new RegExp(NOT_FOUND_HEADING));
    });
  }
});

const doc = ROUTES.find(({path}) => path.startsWith('/docs/'));
const introHeading = ROUTES.find(({path}) => path === '/docs/intro/intro')?.heading ?? '';

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
