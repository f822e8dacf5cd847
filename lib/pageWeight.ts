import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {Parser} from 'htmlparser2';
import {htmlFileOf} from './routeFiles';

/**
 * The gzip level of every "gzip" size here: zlib's default, which `serve` (the compression
 * middleware) sends. GitHub Pages does not document its level; level 9 would read about 1% lower.
 */
const GZIP_LEVEL = 6;

const KIB = 1024;

/** Bytes of `content` gzip-compressed at {@link GZIP_LEVEL}. */
export const gzipSize = (content: Buffer | string): number =>
  gzipSync(content, {level: GZIP_LEVEL}).length;

/**
 * What the CSS-module class hashes move the stylesheet's gzip size by, which no code of the site
 * decides: they depend on where node_modules sits, and the same build measured 15,356 and 15,367
 * bytes from two checkouts. The budget holds the site's rules; this is the room for the hashes.
 */
export const CSS_HASH_HEADROOM = 48;

/** Per-route limits `npm test` enforces (KB = KiB = 1024 bytes). */
export const BUDGETS = {
  /**
   * All stylesheets the HTML references, gzip: with {@link CSS_HASH_HEADROOM}, 15 KiB less 1 %.
   * Infima is trimmed to the classes and properties the theme and the site's sources name
   * (plugins/performance/trim-infima.ts): 14,662 B on 28 November 2026, 16.3 KiB untrimmed.
   * Without the trim, or with one that misses rules, this fails.
   */
  cssGzip: 15_206 - CSS_HASH_HEADROOM,
  /** Image files, uncompressed: room for a hero photo and a few illustrations on a phone. */
  imageBytes: 200 * KIB,
  /**
   * What the first search of a visit downloads once the visitor opens it, gzip: the dialog's
   * script, Pagefind's scripts (25 KiB) and WebAssembly (55 KiB), and the index chunks (about
   * 30 KiB each, one or two a query) and result fragments of one query (Pagefind's files are gzip
   * already). 165 KiB for a query of two index chunks with 15 pages; nothing of it before.
   */
  searchGzip: 200 * KIB,
} as const;

/**
 * The first visit's scripts (gzip), in the three parts that grow for different reasons, each
 * with its own limit, so a failure says which one grew (template: 153–180 KiB in all).
 */
export const JS_BUDGET = {
  /**
   * The site's code in the scripts every page's HTML names (`runtime~main`, `main`): React, the
   * theme, the site's components and client modules, with the route table taken out.
   */
  entryCodeGzip: 112 * KIB,
  /**
   * What each page of the build adds to those same scripts: Docusaurus ships its route table in
   * them (each route's path, chunk names, the module registry and each chunk's file hash;
   * facebook/docusaurus#7256). `npm run bench:scale -- --posts 0,48 --ordinary` measures it:
   * on 27 November 2026, on the test build, 74.8 B a built page (90.4 B a post, whose list and
   * tag pages come with it; 85.5 and 103.4 B before plugins/performance/route-registry.ts). The
   * allowance grows with the build, so the blog's growth never fails the entry's budget.
   */
  routeTablePerPageGzip: 80,
  /**
   * The scripts a page loads beyond the entry: its layout's components and its own compiled
   * content. A Markdown page ships its text once more as JavaScript, which React hydrates, so
   * the page's <main> as HTML (gzip) is added on top: a long page an editor writes does not fail
   * while a heavy component still does. The facts a page imports ship whole, beyond what its
   * <main> shows; each rule sentence is a module of its own (src/data/ruleTexts), so a page ships
   * only those it shows. Heaviest on 28 November 2026: the legal notice, 20.6 KiB.
   */
  pageScriptsGzip: 21 * KIB,
} as const;

/** What one first visit downloaded as scripts, split the way {@link JS_BUDGET} is. */
export interface FirstVisitScripts {
  /** Gzip bytes of the scripts the page's HTML names (`runtime~main`, `main`). */
  entryGzip: number;
  /** Gzip bytes of every other script the visit loaded. */
  pageScriptsGzip: number;
  /** The page's <main> as HTML, gzip: its content's allowance. */
  contentGzip: number;
  /** Pages of the build, which the route table has a row for each. */
  builtPages: number;
}

/**
 * The parts of a first visit's scripts over their budget, one line each naming what grew and
 * what to do; empty when every part is within.
 */
export function jsBudgetOverruns(visit: FirstVisitScripts): string[] {
  const routeTable = JS_BUDGET.routeTablePerPageGzip * visit.builtPages;
  const entryCode = visit.entryGzip - routeTable;
  const pageCode = visit.pageScriptsGzip - visit.contentGzip;
  const overruns: string[] = [];
  if (entryCode > JS_BUDGET.entryCodeGzip) {
    overruns.push(
      `The site's code grew: runtime~main and main weigh ${kib(visit.entryGzip)}, of which the route table may take ${kib(routeTable)} (${visit.builtPages} pages × ${JS_BUDGET.routeTablePerPageGzip} B); the ${kib(entryCode)} left are over the site's code budget of ${kib(JS_BUDGET.entryCodeGzip)} by ${entryCode - JS_BUDGET.entryCodeGzip} B. ` +
        'Every page loads these: find what was added with `npm run bench` (bytes by source) and cut it or load it with its page. ' +
        `Only if nothing but pages were added does a route cost more than the allowance: measure it with \`npm run bench:scale -- --posts 0,48 --ordinary\` and set JS_BUDGET.routeTablePerPageGzip to what it reports.`,
    );
  }
  if (pageCode > JS_BUDGET.pageScriptsGzip) {
    overruns.push(
      `This page's own scripts grew: ${kib(visit.pageScriptsGzip)} beyond the entry, of which its content may take ${kib(visit.contentGzip)} (its <main> as HTML); the ${kib(pageCode)} left are over its layout's budget of ${kib(JS_BUDGET.pageScriptsGzip)} by ${pageCode - JS_BUDGET.pageScriptsGzip} B. ` +
        "If other pages of its layout pass, the page's own content brought it (a component or a large import in its Markdown); else a component of the layout grew.",
    );
  }
  return overruns;
}

/** Bytes as KiB with one decimal, the unit of the budgets. */
export const kib = (bytes: number): string => `${(bytes / KIB).toFixed(1)} KiB`;

interface Bytes {
  raw: number;
  gzip: number;
}

/** What the HTML of one route makes the browser download before the page is interactive. */
export interface PageWeight {
  /** Local scripts the HTML references: the entry and the page's own chunks. */
  js: Bytes;
  css: Bytes;
  /** Images in the HTML (the largest candidate of each srcset) and in its stylesheets. */
  imageBytes: number;
  files: {js: string[]; css: string[]; images: string[]};
  /** Script, stylesheet or image addresses on other hosts, which cannot be weighed here. */
  external: string[];
}

const IMAGE_FILE = /\.(avif|gif|ico|jpe?g|png|svg|webp)$/i;

function isExternal(url: string): boolean {
  return /^(https?:)?\/\//.test(url);
}

/** Candidate URLs of a srcset attribute, without their width or density descriptors. */
function srcsetUrls(srcset: string | undefined): string[] {
  return (srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter((url): url is string => Boolean(url));
}

/** Resolves a site-absolute or relative URL to the file in the build, failing if it is absent. */
function buildFile(buildDir: string, url: string, relativeTo: string): string {
  const pathname = decodeURIComponent(url.split(/[?#]/)[0]);
  const file = pathname.startsWith('/')
    ? path.join(buildDir, pathname)
    : path.resolve(path.dirname(relativeTo), pathname);
  if (!existsSync(file)) throw new Error(`${relativeTo} references ${url}, which is not built`);
  return file;
}

function sizeOf(files: readonly string[]): Bytes {
  return files.reduce(
    (total, file) => {
      const content = readFileSync(file);
      return {
        raw: total.raw + content.length,
        gzip: total.gzip + gzipSize(content),
      };
    },
    {raw: 0, gzip: 0},
  );
}

/** Weighs one route of a production build by reading its HTML and the files it references. */
export function pageWeight(buildDir: string, route: string): PageWeight {
  const htmlFile = htmlFileOf(buildDir, route);
  const js = new Set<string>();
  const css = new Set<string>();
  const images = new Set<string>();
  const external = new Set<string>();
  // Each <img> (or all sources of a <picture>) is one image; the browser loads one candidate.
  let picture: string[] | null = null;
  const addImage = (candidates: string[]) => {
    const local = candidates.filter((url) => !url.startsWith('data:'));
    local.filter(isExternal).forEach((url) => external.add(url));
    const files = local
      .filter((url) => !isExternal(url))
      .map((url) => buildFile(buildDir, url, htmlFile));
    const largest = files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
    if (largest) images.add(largest);
  };
  const addResource = (set: Set<string>, url: string) => {
    if (isExternal(url)) external.add(url);
    else set.add(buildFile(buildDir, url, htmlFile));
  };

  const parser = new Parser({
    onopentag(name, attrs: Partial<Record<string, string>>) {
      const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
      if (name === 'script' && attrs.src) addResource(js, attrs.src);
      if (name === 'link' && attrs.href) {
        if (rel.includes('stylesheet')) addResource(css, attrs.href);
        if (rel.includes('modulepreload') || (rel.includes('preload') && attrs.as === 'script')) {
          addResource(js, attrs.href);
        }
        if (rel.includes('icon') || (rel.includes('preload') && attrs.as === 'image')) {
          addImage([attrs.href]);
        }
      }
      if (name === 'picture') picture = [];
      if (name === 'source' && picture) picture.push(...srcsetUrls(attrs.srcset));
      if (name === 'img') {
        const candidates = [attrs.src, ...srcsetUrls(attrs.srcset)].filter((url): url is string =>
          Boolean(url),
        );
        if (picture) picture.push(...candidates);
        else addImage(candidates);
      }
    },
    onclosetag(name) {
      if (name === 'picture' && picture) {
        addImage(picture);
        picture = null;
      }
    },
  });
  parser.end(readFileSync(htmlFile, 'utf8'));

  for (const stylesheet of css) {
    for (const [, url] of readFileSync(stylesheet, 'utf8').matchAll(/url\(\s*['"]?([^'")]+)/g)) {
      if (url.startsWith('data:') || url.startsWith('#')) continue;
      if (isExternal(url)) external.add(url);
      else if (IMAGE_FILE.test(url.split(/[?#]/)[0]))
        images.add(buildFile(buildDir, url, stylesheet));
    }
  }

  return {
    js: sizeOf([...js]),
    css: sizeOf([...css]),
    imageBytes: [...images].reduce((total, file) => total + statSync(file).size, 0),
    files: {js: [...js], css: [...css], images: [...images]},
    external: [...external],
  };
}
