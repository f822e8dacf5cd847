import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import type {Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';

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
const RUN_OPTIONS: RunOptions = {
  runOnly: {type: 'tag', values: WCAG_TAGS},
  // Rules named here run in addition to the tags.
  rules: Object.fromEntries(
    [...LIGHTHOUSE_EXTRA_RULES, ...EXPERIMENTAL_WCAG_RULES].map((rule) => [rule, {enabled: true}]),
  ),
  resultTypes: ['violations'],
};
/**
 * The rules whose outcome the colour mode can change: colours, and the alternatives of images the
 * theme swaps per mode (themed images, SVG icons). The dark mode runs these and no others.
 */
export const THEME_RULES = [
  'color-contrast',
  'link-in-text-block',
  'image-alt',
  'image-redundant-alt',
  'input-image-alt',
  'role-img-alt',
  'svg-img-alt',
];
/**
 * The rules whose outcome the screen's width can change, besides what a layout decides: target
 * sizes, content that scrolls sideways, and the page's zoom and orientation. A phone runs these
 * on every page; the full set on the first page of each layout.
 */
export const VIEWPORT_RULES = [
  'target-size',
  'scrollable-region-focusable',
  'meta-viewport',
  'css-orientation-lock',
];
const AXE_SOURCE = readFileSync(fileURLToPath(import.meta.resolve('axe-core/axe.min.js')), 'utf8');

/**
 * Runs axe on the page as it is now, every rule above or only `rules`; returns one readable line
 * per failing element. axe-core is
 * injected once per document and run directly: the site has no frames, and @axe-core/playwright
 * injects it again on every run, which took longer than the run itself.
 */
export async function wcagViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  const options: RunOptions = rules
    ? {runOnly: {type: 'rule', values: [...rules]}, resultTypes: ['violations']}
    : RUN_OPTIONS;
  // Colour transitions (theme switch, menu slide-in) would be sampled half-way.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async (runOptions) =>
      (
        await (
          window as unknown as {axe: {run: (...args: unknown[]) => Promise<AxeResults>}}
        ).axe.run(document, runOptions)
      ).violations,
    options,
  );
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
    ),
  );
}
