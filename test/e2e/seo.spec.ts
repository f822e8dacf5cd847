import {test, expect, ROUTES} from './fixtures';

// Search results show the description; Lighthouse's SEO score requires one on every page.
for (const {path} of ROUTES) {
  test(`${path} has a meta description`, async ({page}) => {
    await page.goto(path);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  });
}
