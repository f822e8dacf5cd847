/**
 * `npm run bench:scale [-- --posts 0,50] [--runs 1] [--ordinary]`: how the site grows with its blog.
 *
 * For each post count (default 0, 200 and 1,000) it copies the site, adds that many synthetic
 * Japanese posts (about 2,000 characters: the site's own sentences shuffled, a valid author
 * and tag, one day apart), builds it cold and runs Lighthouse CI (mobile) on the blog pages. It reports build time, peak memory,
 * what `/blog/archive` and a post transfer, the entry JS and the post's HTML, and the route
 * table's share of the entry: its growth per post and per built page, against the allowance
 * the page budget gives it. With `--ordinary` the posts are the ones an editor writes most:
 * copies of the welcome post with their own slug, title and date (lib/ordinaryPosts.ts).
 * With the default counts it writes its section of BENCHMARKS.md; with `--posts` only .bench/scale.md.
 * The copies share node_modules (and its build cache) with this checkout: do not run it at the
 * same time as `npm run bench`, whose warm build needs that cache.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {copySite} from '../../lib/siteCopy';
import {
  buildSite,
  kb,
  lighthouseCi,
  log,
  machineLines,
  megabytes,
  replaceSection,
  ROOT,
  SCALE_HEADING,
  seconds,
  table,
  WORK_DIR,
  type LighthouseOutcome,
  type RouteResult,
  type Timing,
} from './harness';
import {addOrdinaryPosts} from '../../lib/ordinaryPosts';
import {gzipSize, JS_BUDGET, pageWeight} from '../../lib/pageWeight';
import {SEARCH_INDEX_DIR} from '../../plugins/site/site-search';
import {builtPageFiles, routeOf} from '../../lib/routeFiles';

const DEFAULT_POSTS = '0,200,1000';
const {values: args} = parseArgs({
  options: {
    posts: {type: 'string'},
    runs: {type: 'string', default: '1'},
    ordinary: {type: 'boolean', default: false},
  },
});
const POST_COUNTS = (args.posts ?? DEFAULT_POSTS).split(',').map(Number);
const RUNS = Number(args.runs);
/** The post every build has; with a full sidebar its HTML grows with every other post. */
const POST_ROUTE = '/blog/welcome';
const TAG_ROUTE = '/blog/tags/あいさつ';
const BLOG_ROUTES = ['/blog/archive', '/blog', POST_ROUTE, TAG_ROUTE];
/** The home page carries no post, so its first-visit JS shows what every page pays per post. */
const MEASURED_ROUTES = ['/', ...BLOG_ROUTES];
/** Synthetic posts are dated after the welcome post, one a day, all in the past. */
const FIRST_DATE = Date.UTC(2023, 4, 1);
const DAY = 24 * 60 * 60 * 1000;

/** Sentences of the site's own docs and posts (front matter and Markdown syntax left out). */
function corpus(): string[] {
  const files = ['docs', 'blog'].flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => path.join(ROOT, folder, file)),
  );
  return files
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .replace(/^---\n[\s\S]*?\n---\n/, '')
        .split('\n'),
    )
    .filter((line) => /^[^\s#\-|<>:!`*\d{]/.test(line))
    .flatMap((line) => line.match(/[^。]+。/g) ?? [])
    .filter((sentence) => !/[[\]()<>{}`*|]/.test(sentence));
}

/** A small seeded generator (mulberry32), so every run writes the same posts. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const POST_CHARACTERS = 2000;

/**
 * A sentence of the corpus with its characters shuffled: the characters of real Japanese at their
 * real frequencies, without the repeats that would let gzip shrink a thousand posts unrealistically.
 */
function shuffledSentence(sentences: readonly string[], random: () => number): string {
  const sentence = sentences[Math.floor(random() * sentences.length)];
  // Code points are enough: the corpus is kana, kanji and punctuation, without emoji.
  const characters = Array.from(sentence.slice(0, -1));
  for (let i = characters.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [characters[i], characters[j]] = [characters[j], characters[i]];
  }
  return `${characters.join('')}。`;
}

/** About 2,000 characters: an excerpt, then sections of two four-sentence paragraphs. */
function postBody(sentences: readonly string[], random: () => number): string {
  const paragraph = () =>
    Array.from({length: 4}, () => shuffledSentence(sentences, random)).join('');
  const blocks = [paragraph(), '<!-- truncate -->'];
  let characters = blocks[0].length;
  for (let section = 1; characters < POST_CHARACTERS; section += 1) {
    const paragraphs = [paragraph(), paragraph()];
    characters += paragraphs.join('').length;
    blocks.push(`## 話題${section} {#topic-${section}}`, ...paragraphs);
  }
  return `${blocks.join('\n\n')}\n`;
}

async function writePosts(siteDir: string, count: number): Promise<void> {
  if (args.ordinary) {
    await addOrdinaryPosts(siteDir, count);
    return;
  }
  const sentences = corpus();
  const random = seededRandom(count);
  for (let index = 0; index < count; index += 1) {
    const date = new Date(FIRST_DATE + index * DAY).toISOString().slice(0, 10);
    const frontMatter = [
      '---',
      `slug: bench-${index + 1}`,
      `title: 学習のヒント その${index + 1}`,
      'authors: [teacher]',
      'tags: [greeting]',
      '---',
    ].join('\n');
    await writeFile(
      path.join(siteDir, 'blog', `${date}-bench-${index + 1}.md`),
      `${frontMatter}\n\n${postBody(sentences, random)}`,
    );
  }
}

interface ScalePoint {
  posts: number;
  cold: Timing;
  /** Pages the build wrote (HTML files but 404.html), by the folder they are in. */
  pages: {total: number; posts: number; lists: number; tags: number; authors: number};
  lighthouse: LighthouseOutcome;
  /** The scripts every page's HTML names (runtime~main, main), which hold the route table. */
  postHtmlScriptsGzip: number;
  postHtml: {raw: number; gzip: number};
  /** The site search's Pagefind index (plugins/site/site-search.ts) on disk. */
  searchIndexBytes: number;
}

function directoryBytes(dir: string): number {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((file) => statSync(path.join(dir, file)))
    .filter((stats) => stats.isFile())
    .reduce((total, stats) => total + stats.size, 0);
}

function countPages(outDir: string): ScalePoint['pages'] {
  const pages = builtPageFiles(outDir).map(routeOf);
  const under = (pattern: RegExp) => pages.filter((page) => pattern.test(page)).length;
  return {
    total: pages.length,
    posts: under(/^\/blog\/(?!page\/|tags|authors|archive)[^/]+$/),
    lists: under(/^\/blog\/page\//),
    tags: under(/^\/blog\/tags\//),
    authors: under(/^\/blog\/authors\//),
  };
}

async function measure(posts: number): Promise<ScalePoint> {
  const site = await copySite();
  try {
    log(`${posts} posts in ${site.dir}`);
    await writePosts(site.dir, posts);
    const outDir = path.join(site.dir, 'build');
    const {cold} = await buildSite(`scale-${posts}`, site.dir, outDir);
    const html = readFileSync(path.join(outDir, `${POST_ROUTE}.html`));
    return {
      posts,
      cold,
      lighthouse: await lighthouseCi({
        name: `scale-${posts}`,
        buildDir: outDir,
        preset: 'mobile',
        runs: RUNS,
        routes: MEASURED_ROUTES,
        assert: false,
      }),
      pages: countPages(outDir),
      postHtmlScriptsGzip: pageWeight(outDir, POST_ROUTE).js.gzip,
      postHtml: {raw: html.length, gzip: gzipSize(html)},
      searchIndexBytes: directoryBytes(path.join(outDir, SEARCH_INDEX_DIR)),
    };
  } finally {
    await site.remove();
  }
}

const resultOf = (point: ScalePoint, route: string): RouteResult => {
  const result = point.lighthouse.results.find((r) => r.route === route);
  if (!result) throw new Error(`no Lighthouse result for ${route} at ${point.posts} posts`);
  return result;
};

/** Growth per 100 posts between the smallest and the largest count. */
function growthPer100(points: ScalePoint[], bytesOf: (point: ScalePoint) => number): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (last.posts === first.posts) return 'n/a';
  return kb(((bytesOf(last) - bytesOf(first)) / (last.posts - first.posts)) * 100);
}

/** The entry's growth per post and per built page, against the budget's allowance per page. */
function routeTableSlope(points: ScalePoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (last.posts === first.posts) return 'one count, no slope.';
  const grown = last.postHtmlScriptsGzip - first.postHtmlScriptsGzip;
  const perPage = grown / (last.pages.total - first.pages.total);
  return `${first.postHtmlScriptsGzip} → ${last.postHtmlScriptsGzip} B gzip from ${first.pages.total} to ${last.pages.total} pages built: ${(grown / (last.posts - first.posts)).toFixed(1)} B a post, ${perPage.toFixed(1)} B a page built, against an allowance of ${JS_BUDGET.routeTablePerPageGzip} B a page (JS_BUDGET.routeTablePerPageGzip${perPage > JS_BUDGET.routeTablePerPageGzip ? ': OVER, raise it to what this measured' : ''}).`;
}

async function main(): Promise<void> {
  const started = Date.now();
  const points: ScalePoint[] = [];
  for (const posts of POST_COUNTS) points.push(await measure(posts));
  const postJs = (point: ScalePoint) => resultOf(point, POST_ROUTE).bytes.js;
  const homeJs = (point: ScalePoint) => resultOf(point, '/').bytes.js;

  const options = [args.posts && `--posts ${args.posts}`, args.ordinary && '--ordinary'].filter(
    Boolean,
  );
  const body = `Written by \`npm run bench:scale${options.length > 0 ? ` -- ${options.join(' ')}` : ''}\` on ${new Date().toISOString()} in ${((Date.now() - started) / 60000).toFixed(1)} minutes. Each count is a copy of the site plus that many ${args.ordinary ? 'copies of the welcome post (new slug, title and date)' : 'synthetic posts (about 2,000 Japanese characters each, author `teacher`, tag `greeting`)'}, built cold; Lighthouse mobile, ${RUNS} run${RUNS > 1 ? 's' : ''} per page. Transferred bytes are gzip as served, with headers.
${await machineLines(points[0].lighthouse)}

${table(
  [
    'Posts',
    'Pages built',
    'Cold build',
    'Peak memory',
    'Post HTML (raw / gzip)',
    '`/blog/archive` transferred',
    '`/` first-visit JS',
    'Post scripts its HTML names',
    'Search index on disk',
    ...BLOG_ROUTES.map((route) => `\`${route}\` perf.`),
  ],
  points.map((point) => [
    String(point.posts),
    String(point.pages.total),
    seconds(point.cold),
    megabytes(point.cold),
    `${kb(point.postHtml.raw)} / ${kb(point.postHtml.gzip)}`,
    kb(resultOf(point, '/blog/archive').transfer.total),
    kb(homeJs(point)),
    kb(point.postHtmlScriptsGzip),
    kb(point.searchIndexBytes),
    ...BLOG_ROUTES.map((route) => String(resultOf(point, route).performance)),
  ]),
)}

Pages built, by kind: ${points
    .map(
      ({posts, pages}) =>
        `${posts} posts: ${pages.posts} post pages (with the welcome post), ${pages.lists} list pages, ${pages.tags} tag pages, ${pages.authors} author pages`,
    )
    .join('; ')}.

The route table (in \`runtime~main\` and \`main\`, which every page loads): ${routeTableSlope(points)}

Per 100 posts: first-visit JS of \`/\` ${growthPer100(points, homeJs)}, of a post ${growthPer100(points, postJs)}, scripts a post's HTML names ${growthPer100(points, (point) => point.postHtmlScriptsGzip)}, post HTML ${growthPer100(points, (point) => point.postHtml.raw)} raw.
`;
  await writeFile(path.join(WORK_DIR, 'scale.md'), `${SCALE_HEADING}\n\n${body}`);
  if (!args.posts && !args.ordinary)
    await replaceSection(path.join(ROOT, 'BENCHMARKS.md'), SCALE_HEADING, body);
  console.log(`\n${body}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
