import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import postcss, {type AcceptedPlugin, type ChildNode, type Root} from 'postcss';

/**
 * Infima components and variants that no page of this site can render: neither the classic
 * theme (`@docusaurus/theme-classic`, `theme-common`), nor `src/`, nor anything Markdown or MDX
 * produces without hand-written `className`s. Each was checked against those sources; a class
 * here must come back off the list before a component starts using it.
 */
export const DROPPED_CLASSES: readonly string[] = [
  // Pills and numbered pagination: no theme component uses them (blog pages use pagination-nav).
  'pills',
  'pills__item',
  'pills__item--active',
  'pills--block',
  'pagination',
  'pagination__item',
  'pagination__item--active',
  'pagination__item--disabled',
  'pagination__link',
  'pagination--sm',
  'pagination--lg',
  // Badge colours: only DocVersionBadge's `badge--secondary` exists.
  'badge--primary',
  'badge--success',
  'badge--info',
  'badge--warning',
  'badge--danger',
  // Button colours (plain and outline) and variants: the theme uses secondary, the site primary.
  'button--success',
  'button--info',
  'button--warning',
  'button--danger',
  'button--link',
  'button--sm',
  'button--block',
  'button--active',
  'button-group',
  'button-group--block',
  // Avatar variants: blog authors use avatar__photo, __intro and __name only.
  'avatar--vertical',
  'avatar__photo--sm',
  'avatar__photo--lg',
  'avatar__photo--xl',
  'avatar__subtitle',
  // Card parts: DocCard uses the bare `card`.
  'card--full-height',
  'card__image',
  'card__header',
  'card__body',
  'card__footer',
  'hero--dark',
  'breadcrumbs--sm',
  'breadcrumbs--lg',
  // Admonitions and Details use alert--secondary/success/info/warning/danger and own markup.
  'alert--primary',
  'alert__heading',
  'alert__icon',
  'dropdown--nocaret',
  'navbar__items--center',
  // Search inputs come from a search plugin, and the site has none.
  'navbar__search-input',
  // Navbar colour styles: config/navbar.ts sets no `style` (the footer's `dark` is kept).
  'navbar--dark',
  'navbar--primary',
  // Utilities the theme never writes; the site's own components use CSS Modules instead.
  ...['primary', 'secondary', 'success', 'info', 'warning', 'danger'].map(
    (tone) => `text--${tone}`,
  ),
  ...['justify', 'capitalize', 'lowercase', 'uppercase'].map((style) => `text--${style}`),
  ...['light', 'normal', 'semibold', 'italic', 'break', 'no-decoration'].map((s) => `text--${s}`),
  'shadow--md',
  'shadow--tl',
  'row--no-gutters',
  ...['top', 'bottom', 'center', 'stretch', 'baseline'].map((align) => `row--align-${align}`),
  ...[4, 5, 6, 7, 8, 9, 10, 11, 12].map((columns) => `col--offset-${columns}`),
];

/**
 * Infima custom properties nothing reads: those only the dropped components read
 * (pagination-nav's are kept), shades and build leftovers no rule uses, and the primary
 * palette, which src/css/custom.css declares again for the brand colour.
 */
export const DROPPED_PROPERTY = new RegExp(
  [
    '^--ifm-(?:pills-|pagination-(?!nav-)|button-group-|navbar-search-input-)',
    '^--ifm-card-(?:horizontal|vertical)-spacing$',
    '^--ifm-(?:dark|darker|darkest|light|lighter|lightest)-value$',
    '^--ifm-contrast-(?:background|foreground)(?:-dark)?-value$',
    '^--ifm-color-(?:secondary|success|info|warning|danger)-(?:darkest|light|lighter|lightest)$',
    '^--ifm-color-(?:success|warning)-darker$',
    '^--ifm-color-primary(?:-(?:dark|darker|darkest|light|lighter|lightest))?$',
    '^--ifm-color-primary-contrast-(?:background|foreground)$',
    '^--ifm-(?:font-weight-base|transition-slow|z-index-overlay|image-alignment-padding)$',
    '^--ifm-(?:alert-color|navbar-link-active-color|h1-vertical-rhythm-top)$',
  ].join('|'),
);

/** Infima's stylesheet, whichever direction the theme loads. */
const INFIMA_FILE = /[\\/]infima[\\/]dist[\\/]css[\\/]/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
const DROPPED = new RegExp(`\\.(?:${DROPPED_CLASSES.map(escape).join('|')})(?![\\w-])`);

/** Whether a selector needs a dropped class; one inside `:not()` is not needed. */
function needsDroppedClass(selector: string): boolean {
  return DROPPED.test(selector.replace(/:not\([^()]*\)/g, ''));
}

/**
 * Removes the dropped rules, selectors and custom properties from a parsed stylesheet. Everything
 * is collected first and removed afterwards: removing nodes while PostCSS walks the tree skipped
 * their neighbours once the stylesheet came wrapped in cascade layers (`future.v4`).
 */
function trimInfima(root: Root): void {
  const droppedNodes: ChildNode[] = [];
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !needsDroppedClass(selector));
    if (kept.length === 0) droppedNodes.push(rule);
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkDecls((decl) => {
    if (DROPPED_PROPERTY.test(decl.prop)) droppedNodes.push(decl);
  });
  for (const node of droppedNodes) node.remove();
  removeEmptyContainers(root);
}

/** Removes rules and at-rules left without children, innermost first. */
function removeEmptyContainers(root: Root): void {
  const empty: ChildNode[] = [];
  root.walk((node) => {
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
      empty.push(node);
    }
  });
  if (empty.length === 0) return;
  for (const node of empty) node.remove();
  removeEmptyContainers(root);
}

/** The PostCSS plugin: trims Infima's file and leaves every other stylesheet alone. */
export function trimInfimaPostcss(): AcceptedPlugin {
  return {
    postcssPlugin: 'trim-infima',
    Once(root) {
      if (INFIMA_FILE.test(root.source?.input.file ?? '')) trimInfima(root);
    },
  };
}

/** Selectors of the built stylesheets that need a dropped class. */
async function untrimmedSelectors(outDir: string): Promise<string[]> {
  const cssDir = path.join(outDir, 'assets/css');
  const files = (await readdir(cssDir).catch(() => [])).filter((file) => file.endsWith('.css'));
  const found: string[] = [];
  for (const file of files) {
    postcss.parse(await readFile(path.join(cssDir, file), 'utf8')).walkRules((rule) => {
      found.push(...rule.selectors.filter(needsDroppedClass));
    });
  }
  return files.length > 0 ? found : ['(no stylesheet in assets/css)'];
}

/**
 * Adds the trim to the site's PostCSS chain. A production build whose stylesheets still hold a
 * dropped class fails: Infima's stylesheet never reached the trim, as when the theme loads it from
 * another file, and the site would silently ship all of it. The check reads the built files, so a
 * build whose stylesheet came from the bundler's persistent cache is checked too.
 */
export default function trimInfimaPlugin(): Plugin {
  return {
    name: 'trim-infima',
    configurePostCss(options) {
      options.plugins.push(trimInfimaPostcss());
      return options;
    },
    async postBuild({outDir}) {
      const untrimmed = await untrimmedSelectors(outDir);
      if (untrimmed.length === 0) return;
      throw new Error(
        `plugins/performance/trim-infima: the built stylesheets still select ${untrimmed.slice(0, 3).join(', ')}, ` +
          "so Infima's file (infima/dist/css/…) was not trimmed. Docusaurus or Infima changed how " +
          'the theme loads it. Update INFIMA_FILE in this plugin, or remove the plugin and ' +
          're-measure the CSS budget.',
      );
    },
  };
}
