import {readFileSync} from 'node:fs';
import {test, expect, waitForHydration} from './fixtures';
import {japaneseReadingTime} from '../../src/lib/readingTime';

const WELCOME_TITLE = 'ようこそ、教室のブログへ';
const welcomeMinutes = () => {
  const source = readFileSync('blog/2023-04-01-welcome/index.md', 'utf8');
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  return Math.ceil(japaneseReadingTime(body));
};

test('the list shows the excerpt, Japanese reading time and a read-more link', async ({page}) => {
  await page.goto('/blog');
  const post = page.locator('article').filter({hasText: WELCOME_TITLE});
  await expect(post.getByRole('heading', {name: WELCOME_TITLE})).toBeVisible();
  await expect(post).toContainText(`約${welcomeMinutes()}分`);
  await expect(post.locator('.markdown h2')).toHaveCount(0);
  await expect(post.locator('a', {hasText: '続きを読む'})).toHaveAttribute('href', '/blog/welcome');
  await expect(
    page.locator('.theme-blog-sidebar, nav[aria-label*="ブログ"]').first(),
  ).toContainText('最近の記事');
});

test('the post shows its author, reading time and greeting tag', async ({page}) => {
  await page.goto('/blog/welcome');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText(WELCOME_TITLE);
  await expect(page.locator('article header')).toContainText(`約${welcomeMinutes()}分`);
  await expect(page.locator('article header')).toContainText('講師');
  await page.locator('article footer').getByRole('link', {name: 'あいさつ'}).click();
  await expect(page).toHaveURL(encodeURI('/blog/tags/あいさつ'));
  await expect(page.locator('h1')).toHaveText('「あいさつ」タグの記事（1件）');
  await expect(page.locator('article')).toHaveCount(1);
});

test('the tag list and the archive list the greeting tag and the post', async ({page}) => {
  await page.goto('/blog/tags');
  await expect(page.getByRole('link', {name: /あいさつ/})).toHaveAttribute(
    'href',
    '/blog/tags/あいさつ',
  );
  await page.goto('/blog/archive');
  await expect(page.locator('main')).toContainText('2023');
  await expect(page.getByRole('link', {name: WELCOME_TITLE})).toHaveAttribute(
    'href',
    '/blog/welcome',
  );
});
