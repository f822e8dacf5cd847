import {test, expect, SITE_DIR, waitForHydration} from './fixtures';
import {blogAuthors, publishedPosts, tagLabels} from '../support/blogPosts';

// The blog's rules, checked against whatever posts the content files hold.
const POSTS = publishedPosts(SITE_DIR);
const LABELS = tagLabels(SITE_DIR);
/** Docusaurus's default page size for the blog list and tag pages. */
const POSTS_PER_PAGE = 10;

test('the list shows the newest posts, each with its excerpt, reading time and a read-more link', async ({
  page,
}) => {
  await page.goto('/blog');
  const articles = page.locator('main article');
  await expect(articles).toHaveCount(Math.min(POSTS.length, POSTS_PER_PAGE));
  const excerpts = new Map<string, string>();
  for (const article of await articles.all()) {
    const title = await article.locator('h2').innerText();
    const post = POSTS.find((candidate) => candidate.title === title);
    expect(post, `${title} is a published post`).toBeDefined();
    await expect(article).toContainText(`約${post?.minutes}分`);
    await expect(article.getByRole('link', {name: /続きを読む/})).toHaveAttribute(
      'href',
      post?.route ?? '',
    );
    excerpts.set(post?.route ?? '', await article.locator('.markdown').innerText());
  }
  await expect(page.locator('nav[aria-label*="ブログ"]').first()).toContainText('最近の記事');
  // The excerpt is the beginning of the post, as the post's own page shows it.
  for (const [route, excerpt] of excerpts) {
    expect(excerpt.trim(), `the excerpt of ${route}`).not.toBe('');
    await page.goto(route);
    expect(await page.locator('main article .markdown').innerText()).toContain(excerpt.trim());
  }
});

for (const post of POSTS) {
  test(`${post.route} shows its author, reading time and tags, each leading to its posts`, async ({
    page,
  }) => {
    await page.goto(post.route);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText(post.title);
    await expect(page.locator('article header')).toContainText(`約${post.minutes}分`);
    await expect(page.locator('article header')).toContainText('講師');
    for (const tag of post.tags) {
      const label = LABELS.get(tag) ?? tag;
      const count = POSTS.filter(({tags}) => tags.includes(tag)).length;
      await page.goto(post.route);
      await page.locator('article footer').getByRole('link', {name: label, exact: true}).click();
      await expect(page.locator('h1')).toHaveText(`「${label}」タグの記事（${count}件）`);
      await expect(page.locator('main article')).toHaveCount(Math.min(count, POSTS_PER_PAGE));
    }
  });
}

test("the authors page links each author's social accounts by name", async ({page}) => {
  const withSocials = blogAuthors(SITE_DIR).filter(({socials}) => Object.keys(socials).length > 0);
  expect(withSocials.length, 'the test build gives an author social accounts').toBeGreaterThan(0);
  await page.goto('/blog/authors');
  for (const {name, socials} of withSocials) {
    const author = page.locator('main .avatar').filter({hasText: name});
    for (const account of Object.values(socials)) {
      await expect(author.locator(`a[href*="${account}"]`)).toHaveText(/\S/);
    }
  }
});

test('the tag list names every tag in use, and the archive lists every post', async ({page}) => {
  await page.goto('/blog/tags');
  const used = new Set(POSTS.flatMap(({tags}) => tags));
  for (const tag of used) {
    await expect(
      page.locator('main').getByRole('link', {name: new RegExp(`^${LABELS.get(tag) ?? tag}`)}),
    ).toHaveAttribute('href', /^\/blog\/tags\//);
  }
  await page.goto('/blog/archive');
  for (const {title, route} of POSTS) {
    await expect(page.locator(`main a[href="${route}"]`)).toContainText(title);
  }
});

test('the newer and older links chain every post once, newest to oldest, both ways', async ({
  page,
}) => {
  await page.goto('/blog');
  const newest = await page.locator('main article h2 a').first().getAttribute('href');
  const visited: string[] = [];
  let newer: string | undefined;
  for (let route = newest ?? undefined; route;) {
    expect(visited, 'the chain never comes back to a post').not.toContain(route);
    visited.push(route);
    await page.goto(route);
    const pager = page.locator('nav.pagination-nav');
    const newerLink = pager.getByRole('link', {name: /新しい記事/});
    if (newer) await expect(newerLink, route).toHaveAttribute('href', newer);
    else await expect(newerLink, route).toHaveCount(0);
    const olderLink = pager.getByRole('link', {name: /過去の記事/});
    newer = route;
    route =
      (await olderLink.count()) > 0
        ? ((await olderLink.getAttribute('href')) ?? undefined)
        : undefined;
  }
  expect([...visited].sort()).toEqual(POSTS.map(({route}) => route).sort());
});
