import {test, expect, ROUTES} from './fixtures';

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const {path, heading} of ROUTES) {
    test(`${path} is readable and links onward`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      if (heading) await expect(page.locator('h1').first()).toHaveText(heading);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      await expect(page.locator('footer').getByRole('link', {name: '料金プラン'})).toBeVisible();
    });
  }

  test('the navbar links work as plain links', async ({page}) => {
    await page.goto('/');
    await page.locator('nav.navbar').getByRole('link', {name: 'はじめての方へ'}).click();
    await expect(page).toHaveURL('/docs/intro/intro');
    await expect(page.locator('h1')).toHaveText('はじめての方へ');
  });
});
