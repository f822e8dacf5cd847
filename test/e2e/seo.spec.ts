import {test, expect, ROUTES} from './fixtures';

// Search results show the description; Lighthouse's SEO score requires one on every page.
for (const {path} of ROUTES) {
  test(`${path} has a meta description`, async ({page}) => {
    await page.goto(path);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  });
}

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
