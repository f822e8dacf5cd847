/**
 * What the site adds to the theme's shell, as a visitor uses it: the announcement bar that a new
 * announcement reopens, the trial buttons that open the form in a new tab, the not-found page of
 * an unknown doc, and addresses ending in .html. The shell on every page is checked per visit in
 * pages.spec.ts; its HTML in test/built.
 */
import {TRIAL_CTA_LABEL, school} from '../../src/data/school';
import {test, expect, ROUTES, STATUS_404_CONSOLE_ERROR, waitForHydration} from './fixtures';
import {NOT_FOUND_HEADING} from '../support/builtSite';

test('the announcement bar closes, stays closed, and a new announcement shows again', async ({
  page,
}) => {
  const bar = page.locator('.theme-announcement-bar');
  await page.goto('/');
  await waitForHydration(page);
  await expect(bar).toContainText('無料');
  await bar.getByRole('button', {name: '閉じる'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(bar).toBeHidden();
  await page.goto('/blog');
  await waitForHydration(page);
  await expect(bar).toBeHidden();
  // Pretend the dismissed announcement was an older one: the next page load shows the bar.
  await page.evaluate(() => {
    const idKey = Object.keys(localStorage).find((key) =>
      key.startsWith('docusaurus.announcement.id'),
    );
    if (!idKey) throw new Error('announcement id is not stored');
    localStorage.setItem(idKey, 'an-older-announcement');
  });
  await page.reload();
  await waitForHydration(page);
  await expect(bar).toBeVisible();
});

test('the trial buttons open the external form in a new tab and keep the page', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  for (const button of [
    page.locator('nav.navbar').getByRole('link', {name: TRIAL_CTA_LABEL}),
    page.locator('main').getByRole('link', {name: TRIAL_CTA_LABEL}).last(),
  ]) {
    const [form] = await Promise.all([page.waitForEvent('popup'), button.click()]);
    await expect(form).toHaveURL(school.trialFormUrl);
    await form.close();
    await expect(page).toHaveURL('/');
  }
});

test.describe('an unknown doc', () => {
  test.use({allowedConsoleError: STATUS_404_CONSOLE_ERROR});

  // The docs plugin renders its own not-found content; the site's wrap gives it a title.
  test('shows the Japanese not-found page with its title and status 404', async ({page}) => {
    expect((await page.goto('/docs/intro/no-such-doc'))?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText(NOT_FOUND_HEADING);
    await expect(page).toHaveTitle(new RegExp(NOT_FOUND_HEADING));
  });
});

test.describe('an address ending in .html or /index.html', () => {
  // GitHub Pages answers /x/index.html with the 404 page, which then moves to /x.
  test.use({allowedConsoleError: STATUS_404_CONSOLE_ERROR});

  test('shows the page at its clean address', async ({page}) => {
    const doc = ROUTES.find(({path}) => path.startsWith('/docs/'));
    if (!doc) throw new Error('the build has no doc');
    for (const suffix of ['.html', '/index.html']) {
      await page.goto(`${doc.path}${suffix}`);
      await waitForHydration(page);
      await expect(page.locator('h1'), suffix).toHaveText(doc.heading);
      await expect(page).toHaveURL(doc.path);
    }
  });
});
