/**
 * Behaviour the spec asks for that Docusaurus itself provides and the site does not change. The
 * site's suite does not run it (`npm test`); the canary workflow and Dependabot's pull requests do
 * (`npm run test:upstream`), so an upgrade that changes one of them is caught before it lands.
 */
import type {Page} from '@playwright/test';
import {test, expect, PHONE, waitForHydration} from './fixtures';

const CHUNK = /\/assets\/js\/.+\.js$/;
const PREFETCH_LINK = 'head link[rel="prefetch"]';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

const blogLink = (page: Page) =>
  page.locator('nav.navbar').getByRole('link', {name: 'ブログ', exact: true});

test.use({allowedConsoleError: /Failed to load resource|Loading chunk \d+ failed/});

test(
  'what Docusaurus does for the site, as the spec describes it',
  {tag: '@upstream'},
  async ({page, context}) => {
    await test.step('the colour toggle is stored and synced to other tabs', async () => {
      await open(page, '/');
      const otherTab = await context.newPage();
      await open(otherTab, '/blog');
      await page.getByRole('button', {name: /モード/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(otherTab.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await otherTab.close();
    });

    await test.step('the phone menu closes past 996 px and on back navigation', async () => {
      await page.setViewportSize(PHONE);
      await open(page, '/');
      const toggle = page.getByRole('button', {name: 'ナビゲーションバーを開く'});
      const navbar = page.locator('nav.navbar');
      await toggle.click();
      await expect(navbar).toHaveClass(/navbar-sidebar--show/);
      await page.setViewportSize({width: 997, height: PHONE.height});
      await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
      await page.setViewportSize(PHONE);
      await toggle.click();
      await page
        .locator('.navbar-sidebar')
        .getByRole('link', {name: 'ブログ', exact: true})
        .click();
      await expect(page.getByRole('heading', {level: 1, name: 'ブログ'})).toBeVisible();
      await toggle.click();
      await expect(navbar).toHaveClass(/navbar-sidebar--show/);
      await page.goBack();
      await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
      await page.setViewportSize({width: 1280, height: 800});
    });

    await test.step('a page view is reported on every route change', async () => {
      await open(page, '/');
      const pageViews = () =>
        page.evaluate(
          () =>
            ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? []).filter(
              (args) => args[0] === 'event' && args[1] === 'page_view',
            ).length,
        );
      const before = await pageViews();
      await blogLink(page).click();
      await expect(page).toHaveURL('/blog');
      await expect.poll(pageViews).toBe(before + 1);
    });

    await test.step('the table of contents scrolls to a heading', async () => {
      await open(page, '/docs/intro/course');
      const last = page.locator('.theme-doc-toc-desktop a').last();
      const id = ((await last.getAttribute('href')) ?? '').slice(1);
      await last.click();
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    });

    await test.step('tabs with a group id remember the choice across reloads and pages', async () => {
      await open(page, '/markdown-page');
      const tabs = page.getByRole('tablist').first();
      const other = tabs.getByRole('tab').last();
      const name = (await other.textContent()) ?? '';
      await other.click();
      await expect(other).toHaveAttribute('aria-selected', 'true');
      await page.reload();
      await waitForHydration(page);
      await expect(tabs.getByRole('tab', {name})).toHaveAttribute('aria-selected', 'true');
    });

    await test.step('a slow route change shows the progress bar, which finishes on arrival', async () => {
      await open(page, '/');
      await page.route(CHUNK, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.locator('footer').getByRole('link', {name: 'プライバシーポリシー'}).click();
      await expect(page.locator('#nprogress')).toBeAttached();
      await expect(page.locator('h1')).toHaveText('プライバシーポリシー', {timeout: 10_000});
      await expect(page.locator('#nprogress')).not.toBeAttached();
      await page.unrouteAll();
    });

    await test.step('a page chunk that fails to load makes the browser reload in full', async () => {
      await open(page, '/');
      await page.evaluate(() => Object.assign(window, {beforeReload: true}));
      // Chunks fail until the browser requests a new document, as after a deploy that renamed them.
      let reloaded = false;
      page.on('request', (request) => {
        if (request.isNavigationRequest()) reloaded = true;
      });
      await page.route(CHUNK, (route) => (reloaded ? route.continue() : route.abort()));
      await page.locator('footer').getByRole('link', {name: '受講規約'}).click();
      await expect.poll(() => reloaded).toBe(true);
      await expect(page).toHaveURL('/docs/aboutCompany/terms');
      await waitForHydration(page);
      expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
      await page.unrouteAll();
    });

    await test.step('links are prefetched, except on 2g or with data saver', async () => {
      await open(page, '/');
      await blogLink(page).hover();
      await expect.poll(() => page.locator(PREFETCH_LINK).count()).toBeGreaterThan(0);
      for (const connection of [
        {saveData: true, effectiveType: '4g'},
        {saveData: false, effectiveType: '2g'},
      ]) {
        const saving = await context.newPage();
        await saving.addInitScript(
          (c) => Object.defineProperty(navigator, 'connection', {value: c}),
          connection,
        );
        await open(saving, '/');
        await blogLink(saving).hover();
        await saving.mouse.wheel(0, 2000);
        await saving.waitForTimeout(500);
        expect(await saving.locator(PREFETCH_LINK).count(), JSON.stringify(connection)).toBe(0);
        await saving.close();
      }
    });
  },
);
