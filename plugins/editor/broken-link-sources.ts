import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {logger} from '@docusaurus/logger';
import {Parser} from 'htmlparser2';
import type {LoadContext, Plugin, ReportingSeverity} from '@docusaurus/types';
import {htmlFileOf} from '../../lib/routeFiles';

/**
 * Docusaurus reports a broken link or anchor by the route of the page that has it
 * ("/blog/welcome"), in English, which an editor cannot map to a file. This check runs just before
 * Docusaurus's own (postBuild comes first): it reads every built page, finds internal links that
 * lead to no page or to no heading, and names the files and lines that write each of them
 * (Markdown, React pages and components, navbar and footer config), in Japanese.
 * Links to Markdown files are left to the onBrokenMarkdownLinks hook, which only warns.
 *
 * Of the site's two link checks, this is the one for where links lead, in the built pages. The
 * content check (scripts/editor/content/rules/doc-unreachable.ts) reads the Markdown before any build, for what
 * a link says and whether every doc is linked from somewhere; it never resolves a target.
 */
export default function brokenLinkSourcesPlugin({siteConfig, siteDir}: LoadContext): Plugin {
  return {
    name: 'broken-link-sources',
    postBuild({routesPaths, outDir}) {
      const {links, anchors} = findBrokenLinks(builtPages(outDir, routesPaths), outDir);
      const reports: {severity: ReportingSeverity; message: string}[] = [];
      if (links.length > 0) {
        reports.push({
          severity: siteConfig.onBrokenLinks,
          message: `リンク先のページが見つかりません。\n${links.map((link) => describe(siteDir, link)).join('\n')}\nページを消したり名前を変えたりしたときは、リンク先を今のページの URL（/docs/… や /blog/…）に直すか、リンクを消してください。`,
        });
      }
      if (anchors.length > 0) {
        reports.push({
          severity: siteConfig.onBrokenAnchors,
          message: `リンク先のページに、# のあとの見出しがありません。\n${anchors.map((link) => describe(siteDir, link)).join('\n')}\n見出しの文言を変えると # のあとの名前も変わります。リンクの # 以降を今の見出しに合わせるか、見出しの後ろに {#名前} と書いて名前を固定してください。`,
        });
      }
      // Everything is printed before a 'throw' report stops the build.
      const fatal = reports.filter(({severity}) => severity === 'throw');
      for (const {severity, message} of reports.filter((report) => !fatal.includes(report))) {
        logger.report(severity)(message);
      }
      if (fatal.length > 0) logger.report('throw')(fatal.map(({message}) => message).join('\n\n'));
    },
  };
}

interface BuiltPage {
  hrefs: Set<string>;
  ids: Set<string>;
}

interface BrokenLink {
  /** The href as written in the page. */
  href: string;
  /** Routes of the pages that show it. */
  routes: string[];
}

const ORIGIN = 'https://site.invalid';
const MARKDOWN_FILE = /\.mdx?$/;
/** Where links are written: content, React pages and components, and the site config. */
const SOURCE_ROOTS = ['docs', 'blog', 'src', 'config', 'docusaurus.config.ts'];
const SOURCE_FILE = /\.(mdx?|tsx?|jsx?|ya?ml|json)$/;
const MAX_ROUTES_SHOWN = 3;

function readPage(html: string): BuiltPage {
  const page: BuiltPage = {hrefs: new Set(), ids: new Set()};
  const parser = new Parser({
    onopentag(name, attrs: Partial<Record<string, string>>) {
      if (attrs.id) page.ids.add(attrs.id);
      if (name === 'a' && attrs.name) page.ids.add(attrs.name);
      if (name === 'a' && attrs.href !== undefined) page.hrefs.add(attrs.href);
    },
  });
  parser.end(html);
  return page;
}

function builtPages(outDir: string, routesPaths: string[]): Map<string, BuiltPage> {
  const pages = new Map<string, BuiltPage>();
  for (const route of routesPaths) {
    const file = htmlFileOf(outDir, route);
    if (existsSync(file)) pages.set(decodeURI(route), readPage(readFileSync(file, 'utf8')));
  }
  return pages;
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

function findBrokenLinks(
  pages: Map<string, BuiltPage>,
  outDir: string,
): {links: BrokenLink[]; anchors: BrokenLink[]} {
  const links = new Map<string, string[]>();
  const anchors = new Map<string, string[]>();
  const add = (found: Map<string, string[]>, href: string, route: string) =>
    found.set(href, [...(found.get(href) ?? []), route]);

  for (const [route, {hrefs}] of pages) {
    for (const href of hrefs) {
      const url = new URL(href, ORIGIN + route);
      if (url.origin !== ORIGIN) continue;
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        add(links, href, route);
        continue;
      }
      if (MARKDOWN_FILE.test(pathname)) continue;
      const target = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
      const targetPage = pages.get(target);
      if (!targetPage) {
        if (!isFile(path.join(outDir, pathname))) add(links, href, route);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && !targetPage.ids.has(anchor)) add(anchors, href, route);
    }
  }
  const toList = (found: Map<string, string[]>) =>
    [...found].map(([href, routes]) => ({href, routes}));
  return {links: toList(links), anchors: toList(anchors)};
}

function sourceFilesUnder(siteDir: string, entry: string): string[] {
  const absolute = path.join(siteDir, entry);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [entry];
  return readdirSync(absolute, {recursive: true, encoding: 'utf8'})
    .filter((file) => SOURCE_FILE.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(entry, file).split(path.sep).join('/'));
}

/** "file:line" of every line in the site's sources that writes `href` (as a quoted or () link). */
function whereWritten(siteDir: string, href: string): string[] {
  const written = new RegExp(`["'\`(]${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'\`)\\s]`);
  return SOURCE_ROOTS.flatMap((entry) => sourceFilesUnder(siteDir, entry)).flatMap((file) =>
    readFileSync(path.join(siteDir, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (written.test(line) ? [`${file} ${index + 1} 行目`] : [])),
  );
}

function describe(siteDir: string, {href, routes}: BrokenLink): string {
  const places = whereWritten(siteDir, href);
  const shownOn =
    routes.slice(0, MAX_ROUTES_SHOWN).join('、') +
    (routes.length > MAX_ROUTES_SHOWN ? ` ほか ${routes.length - MAX_ROUTES_SHOWN} ページ` : '');
  return [
    `- リンク ${href}（表示されるページ: ${shownOn}）`,
    places.length > 0
      ? `  書かれている場所: ${places.join('、')}`
      : '  書かれている場所: ファイルの中で見つかりませんでした。上のページのもとになるファイルを探してください。',
  ].join('\n');
}
