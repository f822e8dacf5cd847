import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

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
export async function wcagViolations(page: Page): Promise<string[]> {
  // Colour transitions (theme switch, menu slide-in) would be sampled half-way.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const {violations} = await new AxeBuilder({page})
    .options({
      resultTypes: ['violations'],
      rules: Object.fromEntries(
        [...LIGHTHOUSE_EXTRA_RULES, ...EXPERIMENTAL_WCAG_RULES].map((rule) => [
          rule,
          {enabled: true},
        ]),
      ),
    })
    // After options(), which would replace the tag selection.
    .withTags(WCAG_TAGS)
    // The site has no frames; the default mode opens a blank page to merge frame results, which
    // tripled the time of every run.
    .setLegacyMode(true)
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
    ),
  );
}
