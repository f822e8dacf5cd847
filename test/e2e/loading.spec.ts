import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const CHUNK = /\/assets\/js\/.+\.js$/;

test('a slow route change shows the progress bar after the delay and finishes on arrival', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.route(CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.locator('footer').getByRole('link', {name: 'プライバシーポリシー'}).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page.locator('h1')).toHaveText('プライバシーポリシー', {timeout: 10_000});
  await expect(page.locator('#nprogress')).not.toBeAttached();
});

test.describe('when a page chunk fails to load', () => {
  test.use({allowedConsoleError: /Failed to load resource|Loading chunk \d+ failed/});

  test('the browser reloads the page in full and shows it', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, {beforeReload: true}));
    // Chunks fail until the browser requests a new document, as after a deploy that renamed them.
    let failed = 0;
    let reloaded = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) reloaded = true;
    });
    await page.route(CHUNK, async (route) => {
      if (reloaded) return route.continue();
      failed += 1;
      return route.abort();
    });
    await page.locator('footer').getByRole('link', {name: 'プライバシーポリシー'}).click();
    await expect.poll(() => reloaded).toBe(true);
    expect(failed).toBeGreaterThan(0);
    await expect(page).toHaveURL('/docs/aboutCompany/privacyPolicy');
    await expect(page.locator('h1')).toHaveText('プライバシーポリシー');
    await waitForHydration(page);
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  });
});

test.describe('prefetching', () => {
  const PREFETCH_LINK = 'head link[rel="prefetch"]';
  const prefetchLinks = (page: Page) => page.locator(PREFETCH_LINK);

  test('visible links are prefetched on a normal connection', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('nav.navbar').getByRole('link', {name: 'ブログ', exact: true}).hover();
    await expect.poll(() => prefetchLinks(page).count()).toBeGreaterThan(0);
  });

  for (const connection of [
    {saveData: true, effectiveType: '4g'},
    {saveData: false, effectiveType: '2g'},
  ]) {
    test(`nothing is prefetched with ${JSON.stringify(connection)}`, async ({page}) => {
      await page.addInitScript(
        (c) => Object.defineProperty(navigator, 'connection', {value: c}),
        connection,
      );
      await page.goto('/');
      await waitForHydration(page);
      await page.locator('nav.navbar').getByRole('link', {name: 'ブログ', exact: true}).hover();
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(500);
      expect(await prefetchLinks(page).count()).toBe(0);
      // Navigation still works: the route is loaded on demand.
      await page.locator('nav.navbar').getByRole('link', {name: 'ブログ', exact: true}).click();
      await expect(page).toHaveURL('/blog');
    });
  }
});
