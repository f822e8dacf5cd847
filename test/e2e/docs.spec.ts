import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {test, expect, SITE_DIR, SPEC_INTRO_DOCS, waitForHydration} from './fixtures';
import {checkContent} from '../../scripts/editor/content';

// The built site's own sidebars. The site root is CommonJS-typed (Docusaurus's generated files
// need it), so the import's default is the file's `module.exports`.
const sidebarsModule = (await import(pathToFileURL(path.join(SITE_DIR, 'sidebars.ts')).href)) as {
  default: {default: SidebarsConfig};
};
const sidebars = sidebarsModule.default.default;

/** The routes of the tutorial sidebar's docs, in sidebars.ts order. */
const routeOf = new Map(checkContent(SITE_DIR).pages.map(({docId, route}) => [docId, route]));
const SIDEBAR_ROUTES = (sidebars.tutorialSidebar as unknown[])
  .filter((item): item is string => typeof item === 'string')
  .map((id) => routeOf.get(id));

test('the tutorial sidebar lists its docs in sidebars.ts order and cannot be hidden', async ({
  page,
}) => {
  const expected = SIDEBAR_ROUTES;
  expect(expected.filter((route) => SPEC_INTRO_DOCS.includes(route ?? ''))).toEqual(
    SPEC_INTRO_DOCS,
  );

  await page.goto('/docs/intro/plan');
  await waitForHydration(page);
  const sidebar = page.locator('.theme-doc-sidebar-container');
  const hrefs = await sidebar
    .locator('a.menu__link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(expected);
  await expect(sidebar.locator('.menu__link--active')).toHaveAttribute('href', '/docs/intro/plan');
  await expect(sidebar.getByRole('button', {name: /サイドバー/})).toHaveCount(0);
});

test('the privacy policy is in no sidebar', async ({page}) => {
  await page.goto('/docs/aboutCompany/privacyPolicy');
  await expect(page.locator('h1')).toHaveText('プライバシーポリシー');
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
});

test('newer/older doc navigation follows the sidebar order', async ({page}) => {
  const index = SIDEBAR_ROUTES.indexOf('/docs/intro/course');
  await page.goto('/docs/intro/course');
  const pager = page.locator('nav.pagination-nav');
  await expect(pager.locator('.pagination-nav__link--prev')).toHaveAttribute(
    'href',
    SIDEBAR_ROUTES[index - 1] ?? '',
  );
  await expect(pager.locator('.pagination-nav__link--next')).toHaveAttribute(
    'href',
    SIDEBAR_ROUTES[index + 1] ?? '',
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
