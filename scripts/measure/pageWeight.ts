import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {Parser} from 'htmlparser2';
import {htmlFileOf} from '../../plugins/lib/builtSite';

/**
 * The gzip level of every "gzip" size here: zlib's default, which `serve` (the compression
 * middleware) sends. GitHub Pages does not document its level; level 9 would read about 1% lower.
 */
export const GZIP_LEVEL = 6;

const KIB = 1024;

/** Bytes of `content` gzip-compressed at {@link GZIP_LEVEL}. */
export const gzipSize = (content: Buffer | string): number =>
  gzipSync(content, {level: GZIP_LEVEL}).length;

/** Per-route limits `npm test` enforces (KB = KiB = 1024 bytes). */
export const BUDGETS = {
  /**
   * Every script a first visit downloads, route chunks included, gzip (template: 153–180).
   * A Markdown page also ships its own text once more as compiled JavaScript, which React
   * hydrates; the page spec adds what the page's <main> weighs as HTML on top of this, so a long
   * page an editor writes does not fail while a heavy component still does.
   */
  jsGzip: 135 * KIB,
  /**
   * All stylesheets the HTML references, gzip. Infima is trimmed to what the theme and
   * Markdown can render (plugins/performance/trim-infima.ts), which brought the one site
   * stylesheet from 16.3 to 14.6 KiB; without the trim, or with a trim that misses rules, this fails.
   */
  cssGzip: 15 * KIB,
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

/** The stylesheet target of the quality issue, which `npm run bench` reports against. */
export const CSS_TARGET_GZIP = BUDGETS.cssGzip;

/** Bytes as KiB with one decimal, the unit of the budgets. */
export const kib = (bytes: number): string => `${(bytes / KIB).toFixed(1)} KiB`;

export interface Bytes {
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
