import {spawn} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import logger from '@docusaurus/logger';
import {DomUtils, parseDocument} from 'htmlparser2';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Where the index goes in the build; src/theme/SearchBar loads `pagefind.js` from there. */
export const SEARCH_INDEX_DIR = 'pagefind';

const INDEX_SCRIPT = fileURLToPath(new URL('site-search-index.mjs', import.meta.url));

/** The layouts visitors search, by the class the theme puts on `<html>`: docs and blog posts. */
const SEARCHED_LAYOUTS = ['docs-doc-page', 'blog-post-page'];

/**
 * The part of a searched page that is indexed: its `<main>`, without what repeats from page to
 * page there (breadcrumbs, tables of contents, a post's date and authors, tags, previous/next
 * links, heading anchors, buttons). The navbar, sidebar and footer are outside `<main>`.
 */
export const INDEXED_ROOT = 'main';
export const NOT_INDEXED = [
  'nav',
  'button',
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.theme-doc-footer',
  'article > header > div',
  'article > footer',
];

/** The route GitHub Pages serves an HTML file of the build at: `blog/x.html` → `/blog/x`. */
export function routeOf(file: string): string {
  return `/${file.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '') || '/';
}

/**
 * Whether visitors find the page with the site search: the home page, doc pages and blog posts,
 * but not the lists, tag and author pages, the archive, the 404 page or other React and
 * Markdown pages (the editors' guide). A page that keeps itself out of search engines with
 * `<meta name="robots" content="noindex">` stays out too, unless the whole site does (a preview).
 */
export function isSearched(
  route: string,
  html: string,
  {siteNoIndex}: {siteNoIndex: boolean},
): boolean {
  const document = parseDocument(html);
  const find = (test: (element: {name: string; attribs: Record<string, string>}) => boolean) =>
    DomUtils.findOne(test, document.children);
  const layout = (find((element) => element.name === 'html')?.attribs.class ?? '').split(/\s+/);
  const robots = find((element) => element.name === 'meta' && element.attribs.name === 'robots')
    ?.attribs.content;
  if (!siteNoIndex && /noindex/i.test(robots ?? '')) return false;
  return route === '/' || SEARCHED_LAYOUTS.some((name) => layout.includes(name));
}

/** Runs site-search-index.mjs with `job` on its stdin; rejects with what it printed. */
async function writeIndex(job: object): Promise<void> {
  const child = spawn(process.execPath, [INDEX_SCRIPT], {stdio: ['pipe', 'inherit', 'pipe']});
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.stdin.end(JSON.stringify(job));
  const code = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`サイト内検索の索引を作れませんでした。\n${errors}`);
}

/**
 * Builds the site search's index with Pagefind after every production build, into
 * `<outDir>/pagefind`: each searched page under its clean address. The dialog adds the base URL
 * (a preview searches its own pages) and loads it only when a visitor reaches for the search.
 */
export default function siteSearchPlugin({siteConfig}: LoadContext): Plugin {
  return {
    name: 'site-search',
    injectHtmlTags: () => ({
      // The search button opens a dialog that needs JavaScript.
      headTags: [
        {tagName: 'noscript', innerHTML: '<style>.navbar .site-search { display: none; }</style>'},
      ],
    }),
    async postBuild({outDir}) {
      const started = performance.now();
      const pages = readdirSync(outDir, {recursive: true, encoding: 'utf8'})
        .filter((file) => file.endsWith('.html') && file !== '404.html')
        .map((file) => ({file: path.join(outDir, file), route: routeOf(file)}))
        .filter(({file, route}) =>
          isSearched(route, readFileSync(file, 'utf8'), {siteNoIndex: siteConfig.noIndex}),
        )
        .map(({file, route}) => ({file, url: route}));
      await writeIndex({
        outputPath: path.join(outDir, SEARCH_INDEX_DIR),
        rootSelector: INDEXED_ROOT,
        excludeSelectors: NOT_INDEXED,
        pages,
      });
      const elapsed = ((performance.now() - started) / 1000).toFixed(2);
      logger.info(`サイト内検索: ${pages.length} ページの索引を ${elapsed} 秒で作りました。`);
    },
  };
}
