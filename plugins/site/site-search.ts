import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {logger} from '@docusaurus/logger';
import {Parser} from 'htmlparser2';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {builtPageFiles, routeOf} from '../../lib/routeFiles';
import {runProcess} from '../../lib/process';

/** Where the index goes in the build; src/theme/SearchBar loads `pagefind.js` from there. */
export const SEARCH_INDEX_DIR = 'pagefind';

const INDEX_SCRIPT = fileURLToPath(new URL('../../lib/write-search-index.mjs', import.meta.url));

/**
 * The layouts visitors search, docs and blog posts, by the stable class names the theme puts on
 * their `<html>` (`ThemeClassNames.page`; test/e2e/search.spec.ts fails naming this plugin without them).
 */
const SEARCHED_LAYOUTS = ['docs-doc-page', 'blog-post-page'];

/**
 * The part of a searched page that is indexed: its `<main>`, without what repeats from page to
 * page there (breadcrumbs, tables of contents, a post's date and authors, tags, previous/next
 * links, heading anchors, buttons). The navbar, sidebar and footer are outside `<main>`.
 */
const INDEXED_ROOT = 'main';
const NOT_INDEXED = [
  'nav',
  'button',
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.theme-doc-footer',
  'article > header > div',
  'article > footer',
];

/** What the head of a built page says about it: its layout classes and its robots meta. */
function headOf(html: string): {layout: string[]; robots: string} {
  let layout: string[] = [];
  let robots = '';
  const parser = new Parser({
    onopentag(name, attribs: Partial<Record<string, string>>) {
      if (name === 'html') layout = (attribs.class ?? '').split(/\s+/);
      if (name === 'meta' && attribs.name === 'robots') robots = attribs.content ?? '';
    },
  });
  // Only the head: parsing the whole of every page took most of the filtering time.
  const end = html.indexOf('</head>');
  parser.end(end < 0 ? html : html.slice(0, end));
  return {layout, robots};
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
  const {layout, robots} = headOf(html);
  if (!siteNoIndex && /noindex/i.test(robots)) return false;
  return route === '/' || SEARCHED_LAYOUTS.some((name) => layout.includes(name));
}

/**
 * What Pagefind reads of a searched page: the `<html>` start tag (its `lang` picks the Japanese
 * index), the title and the indexed root. Pagefind parses every byte it is sent, and the head's
 * scripts and the navbar, sidebar and footer are most of a page.
 */
/**
 * The page's title (its h1) weighs the most Pagefind allows, 10 against its default 7: long pages
 * that say 教室 and お知らせ often otherwise outrank a post titled 「教室からのお知らせ」 for its
 * own title, once a visitor's earlier queries have loaded more of the index.
 */
const TITLE_WEIGHT = 'data-pagefind-weight="10"';

export function indexedPart(html: string): string {
  const start = html.indexOf('<html');
  const htmlTag = html.slice(start, html.indexOf('>', start) + 1);
  const title = /<title[^>]*>[\s\S]*?<\/title>/.exec(html)?.[0] ?? '';
  const rootStart = html.indexOf(`<${INDEXED_ROOT}`);
  const rootEnd = html.lastIndexOf(`</${INDEXED_ROOT}>`);
  const root =
    rootStart < 0 || rootEnd < 0 ? '' : html.slice(rootStart, rootEnd + INDEXED_ROOT.length + 3);
  return `<!doctype html>${htmlTag}<head>${title}</head><body>${root.replace('<h1', `<h1 ${TITLE_WEIGHT}`)}</body></html>`;
}

/** Runs lib/write-search-index.mjs with `job` on its stdin; rejects with what it printed. */
async function writeIndex(job: object): Promise<void> {
  const {code, output} = await runProcess(process.execPath, [INDEX_SCRIPT], {
    input: JSON.stringify(job),
    stdout: 'inherit',
  });
  if (code !== 0) throw new Error(`サイト内検索の索引を作れませんでした。\n${output}`);
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
      const pages = builtPageFiles(outDir)
        .map((file) => ({
          file,
          url: routeOf(file),
          html: readFileSync(path.join(outDir, file), 'utf8'),
        }))
        .filter(({url, html}) => isSearched(url, html, {siteNoIndex: siteConfig.noIndex}))
        .map(({file, url, html}) => ({file, url, content: indexedPart(html)}));
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
