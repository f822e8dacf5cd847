import {test, expect, PHONE} from './fixtures';

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('on a phone the navbar shows its links, since the menu cannot open', async ({page}) => {
    await page.setViewportSize(PHONE);
    await page.goto('/blog');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('button', {name: 'ナビゲーションバーを開く'})).toBeHidden();
    await expect(navbar.getByRole('link', {name: /無料体験/})).toBeVisible();
    await navbar.getByRole('link', {name: 'はじめての方へ'}).click();
    await expect(page.locator('h1')).toHaveText('はじめての方へ');
  });

  test('the navbar links work as plain links', async ({page}) => {
    await page.goto('/');
    await page.locator('nav.navbar').getByRole('link', {name: 'はじめての方へ'}).click();
    await expect(page).toHaveURL('/docs/intro/intro');
    await expect(page.locator('h1')).toHaveText('はじめての方へ');
  });
});
