import {test, expect} from './fixtures';
import {school} from '../../src/data/school';

test('the home page carries keywords, social card and site type', async ({page, request}) => {
  await page.goto('/');
  const meta = (selector: string) =>
    page.locator(`head meta[${selector}]`).first().getAttribute('content');

  const keywords = (await meta('name="keywords"')) ?? '';
  for (const word of [
    '個別',
    '予約',
    'プログラミング教室',
    'ゲーム',
    'Swift',
    'iOS',
    'Unity',
    'リモート',
    ...school.regions,
  ]) {
    expect(keywords).toContain(word);
  }
  expect(await meta('name="twitter:card"')).toBe('summary_large_image');
  expect(await meta('property="og:type"')).toBe('website');
  expect(await meta('name="description"')).toBe(school.tagline);

  const image = (await meta('property="og:image"')) ?? '';
  expect(image).toBe(`${school.siteUrl}/img/social-card.png`);
  const png = await request.get(new URL(image).pathname);
  expect(png.headers()['content-type']).toBe('image/png');
  const body = await png.body();
  expect(body.subarray(1, 4).toString()).toBe('PNG');
  expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);

  for (const rel of ['icon', 'apple-touch-icon']) {
    const href = await page.locator(`head link[rel="${rel}"]`).getAttribute('href');
    expect((await request.get(href ?? '')).ok(), `${rel} ${href}`).toBe(true);
  }
});

test("the editors' Markdown guide stays reachable but out of search engines", async ({page}) => {
  await page.goto('/markdown-page');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/markdown-page<');
  // The notices a business must show are offered to search engines.
  for (const notice of ['/docs/aboutCompany/legalNotice', '/docs/aboutCompany/terms']) {
    expect(sitemap).toContain(`${notice}<`);
  }
});
