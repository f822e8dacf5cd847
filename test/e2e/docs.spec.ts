import {test, expect, waitForHydration} from './fixtures';

test('the tutorial sidebar lists the five intro docs in order and cannot be hidden', async ({
  page,
}) => {
  await page.goto('/docs/intro/plan');
  await waitForHydration(page);
  const sidebar = page.locator('.theme-doc-sidebar-container');
  const links = await sidebar
    .locator('a.menu__link')
    .evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
  expect(links).toEqual([
    ['はじめての方へ', '/docs/intro/intro'],
    ['プログラミングについて', '/docs/intro/aboutPrograming'],
    ['学習コース', '/docs/intro/course'],
    ['料金プラン', '/docs/intro/plan'],
    ['講師紹介', '/docs/intro/teacher'],
  ]);
  await expect(sidebar.locator('.menu__link--active')).toHaveText('料金プラン');
  await expect(sidebar.getByRole('button', {name: /サイドバー/})).toHaveCount(0);
});

test('the privacy policy is in no sidebar', async ({page}) => {
  await page.goto('/docs/aboutCompany/privacyPolicy');
  await expect(page.locator('h1')).toHaveText('プライバシーポリシー');
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
});

test('newer/older doc navigation follows the sidebar order', async ({page}) => {
  await page.goto('/docs/intro/course');
  const pager = page.locator('nav.pagination-nav');
  await expect(pager.locator('.pagination-nav__link--prev')).toHaveAttribute(
    'href',
    '/docs/intro/aboutPrograming',
  );
  await expect(pager.locator('.pagination-nav__link--next')).toHaveAttribute(
    'href',
    '/docs/intro/plan',
  );
  await expect(pager).toContainText('前へ');
  await expect(pager).toContainText('次へ');
});

test('the table of contents lists h2 and h3 headings only', async ({page}) => {
  await page.goto('/docs/intro/course');
  const article = page.locator('article .markdown');
  const headingIds = await article
    .locator('h2[id], h3[id]')
    .evaluateAll((hs) => hs.map((h) => `#${h.id}`));
  expect(headingIds.length).toBeGreaterThan(1);
  const tocLinks = await page
    .locator('.theme-doc-toc-desktop a.table-of-contents__link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(tocLinks).toEqual(headingIds);
  for (const id of await article.locator('h4[id]').evaluateAll((hs) => hs.map((h) => `#${h.id}`))) {
    expect(tocLinks).not.toContain(id);
  }
});
