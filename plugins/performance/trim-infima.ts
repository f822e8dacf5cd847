import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {readdir, readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import postcss, {type AcceptedPlugin, type ChildNode, type Declaration, type Root} from 'postcss';

const packages = createRequire(import.meta.url);

/**
 * Infima's rules for a class that no word of Docusaurus's code or of these folders names cannot
 * render here (no source builds a class name from parts: test/unit/trim-infima.test.ts), so they
 * go, unused utilities and grid columns included; so do the custom properties nothing reads and
 * the declarations the site's stylesheet makes again.
 */
const SITE_SOURCES = ['src', 'config', 'plugins'];

/** The code that can name a class or a custom property: Docusaurus's packages and the site's. */
export function sourceFiles(siteDir: string): string[] {
  const docusaurus = path.dirname(path.dirname(packages.resolve('@docusaurus/core/package.json')));
  const dirs = [
    ...readdirSync(docusaurus).map((name) => path.join(docusaurus, name, 'lib')),
    ...SITE_SOURCES.map((dir) => path.join(siteDir, dir)),
  ];
  return dirs
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir, {recursive: true, encoding: 'utf8'})
        .filter((entry) => /\.(css|[cm]?js|tsx?)$/.test(entry))
        .map((entry) => path.join(dir, entry)),
    );
}

/** The stylesheet the site overrides Infima with (the preset's `customCss`), loaded after it. */
const SITE_STYLESHEET = 'src/css/custom.css';

/** What the trim keeps or drops besides Infima's own rules. */
export interface SiteSources {
  /** Every word of {@link sourceFiles}: the classes and custom properties they can name. */
  named: ReadonlySet<string>;
  /** `selector{property` of each declaration the site's stylesheet makes outside any at-rule. */
  overridden: ReadonlySet<string>;
}

export function siteSources(siteDir: string): SiteSources {
  const named = new Set<string>();
  for (const file of sourceFiles(siteDir)) {
    for (const [word] of readFileSync(file, 'utf8').matchAll(/[\w-]+/g)) named.add(word);
  }
  const overridden = new Set<string>();
  postcss.parse(readFileSync(path.join(siteDir, SITE_STYLESHEET), 'utf8')).each((rule) => {
    if (rule.type !== 'rule') return;
    rule.each((decl) => {
      if (decl.type === 'decl') overridden.add(`${rule.selector}{${decl.prop}`);
    });
  });
  return {named, overridden};
}

/**
 * Infima classes the theme names that still cannot render here: the navbar's colour styles
 * (config/navbar.ts sets no `style`) and numbered pagination, named only in comments and
 * translation notes.
 */
export const DROPPED_CLASSES: readonly string[] = ['navbar--dark', 'navbar--primary', 'pagination'];

/** Infima's stylesheet, whichever direction the theme loads. */
const INFIMA_FILE = /[\\/]infima[\\/]dist[\\/]css[\\/]/;

/** Classes a selector needs: not those inside `:not()` or an attribute's value. */
const classesNeeded = (selector: string): string[] =>
  [...selector.replace(/:not\([^()]*\)|\[[^\]]*\]/g, '').matchAll(/\.([a-zA-Z][\w-]*)/g)].map(
    ([, name]) => name,
  );

const isDropped = (name: string) => DROPPED_CLASSES.includes(name);

/**
 * Removes the rules and selectors that need a class no source names or a dropped one, the
 * declarations the site's stylesheet makes again on the same selector (it comes later, and in no
 * cascade layer, so they never apply) and the custom properties nothing reads. Everything is
 * collected first and removed afterwards: removing nodes while PostCSS walks the tree skipped
 * their neighbours once the stylesheet came wrapped in cascade layers (`future.v4`).
 */
function trimInfima(root: Root, {named, overridden}: SiteSources): void {
  const droppedNodes: ChildNode[] = [];
  const shows = (selector: string) =>
    classesNeeded(selector).every((name) => named.has(name) && !isDropped(name));
  root.walkRules((rule) => {
    const kept = rule.selectors.filter(shows);
    if (kept.length === 0) droppedNodes.push(rule);
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkDecls((decl) => {
    const {parent} = decl;
    if (decl.important || parent?.type !== 'rule') return;
    if (overridden.has(`${parent.selector}{${decl.prop}`)) droppedNodes.push(decl);
  });
  for (const node of droppedNodes) node.remove();
  dropUnreadProperties(root, named);
  removeEmptyContainers(root);
}

/** Drops the custom properties neither the trimmed stylesheet nor a source reads, until none is. */
function dropUnreadProperties(root: Root, named: ReadonlySet<string>): void {
  const read = new Set<string>();
  root.walkDecls((decl) => {
    for (const [, name] of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(name);
  });
  const unread: Declaration[] = [];
  root.walkDecls(/^--/, (decl) => {
    if (!read.has(decl.prop) && !named.has(decl.prop)) unread.push(decl);
  });
  for (const decl of unread) decl.remove();
  if (unread.length > 0) dropUnreadProperties(root, named);
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
export function trimInfimaPostcss(site: SiteSources): AcceptedPlugin {
  return {
    postcssPlugin: 'trim-infima',
    Once(root) {
      if (INFIMA_FILE.test(root.source?.input.file ?? '')) trimInfima(root, site);
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
      found.push(...rule.selectors.filter((selector) => classesNeeded(selector).some(isDropped)));
    });
  }
  return files.length > 0 ? found : ['(no stylesheet in assets/css)'];
}

/**
 * Adds the trim to the site's PostCSS chain. A production build whose stylesheets still hold a
 * dropped class fails: Infima's stylesheet never reached the trim, as when the theme loads it from
 * another file, and the site would silently ship all of it. The check reads the built files, so a
 * build whose stylesheet came from the bundler's persistent cache is checked too. The sources are
 * read once: restart `npm start` after naming an Infima class no source named before.
 */
export default function trimInfimaPlugin({siteDir}: LoadContext): Plugin {
  // Docusaurus asks once for the client's bundle and once for the server's.
  let sources: SiteSources | undefined;
  return {
    name: 'trim-infima',
    configurePostCss(options) {
      sources ??= siteSources(siteDir);
      options.plugins.push(trimInfimaPostcss(sources));
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
