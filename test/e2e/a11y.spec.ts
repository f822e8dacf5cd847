import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {
  test,
  expect,
  openMobileMenu,
  PAGES,
  STATUS_404_CONSOLE_ERROR,
  VIEWPORTS,
  waitForHydration,
} from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Rules outside those tags that Lighthouse's accessibility score also counts. */
const LIGHTHOUSE_EXTRA_RULES = [
  'accesskeys',
  'aria-allowed-role',
  'aria-dialog-name',
  'aria-text',
  'aria-treeitem-name',
  'empty-heading',
  'heading-order',
  'identical-links-same-purpose',
  'image-redundant-alt',
  'landmark-one-main',
  'skip-link',
  'table-duplicate-name',
  'tabindex',
];
/** WCAG A/AA rules that axe marks experimental and runs only when asked to. */
const EXPERIMENTAL_WCAG_RULES = [
  'css-orientation-lock',
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
];
/** Runs axe on the page as it is now; returns one readable line per failing element. */
async function wcagViolations(page: Page): Promise<string[]> {
  // Colour transitions (theme switch, menu slide-in) would be sampled half-way.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const {violations} = await new AxeBuilder({page})
    .options({
      rules: Object.fromEntries(
        [...LIGHTHOUSE_EXTRA_RULES, ...EXPERIMENTAL_WCAG_RULES].map((rule) => [
          rule,
          {enabled: true},
        ]),
      ),
    })
    // After options(), which would replace the tag selection.
    .withTags(WCAG_TAGS)
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
    ),
  );
}

for (const {path, notFound} of PAGES) {
  test.describe(path, () => {
    test.use({allowedConsoleError: notFound ? STATUS_404_CONSOLE_ERROR : undefined});

    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of VIEWPORTS) {
        test(`has no WCAG 2.2 AA (or Lighthouse) violations in ${theme} mode on ${viewport.name}`, async ({
          page,
        }) => {
          await page.setViewportSize(viewport);
          await page.goto(`${path}?docusaurus-theme=${theme}`);
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.locator('.theme-announcement-bar')).toBeVisible();
          expect(await wcagViolations(page)).toEqual([]);

          if (viewport.name === 'mobile') {
            await openMobileMenu(page);
            expect(await wcagViolations(page), 'with the menu open').toEqual([]);
          }
        });
      }
    }
  });
}
