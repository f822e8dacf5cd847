import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {Parser} from 'htmlparser2';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';

/**
 * Docusaurus reports a broken link by the route of the page that has it ("/blog/welcome"), which
 * an editor cannot map to a file. This check runs just before Docusaurus's own (postBuild comes
 * first) and names the source file instead: it reads each built page whose route comes from one
 * source file (a doc, a blog post, a page) and reports its internal links that lead nowhere.
 * Links that are on every page (navbar, footer: found on the 404 page) are left to Docusaurus, and
 * links to Markdown files to the onBrokenMarkdownLinks hook, which only warns.
 */
export default function brokenLinkSourcesPlugin({siteConfig}: LoadContext): Plugin {
  return {
    name: 'broken-link-sources',
    postBuild({routes, routesPaths, outDir}) {
      const brokenLinks = findBrokenContentLinks(routes, routesPaths, outDir);
      if (brokenLinks.length === 0) return;
      logger.report(siteConfig.onBrokenLinks)(
        `リンク先のページが見つかりません。次のファイルのリンクを直してください。\n${brokenLinks
          .map(({source, route, link}) => `- ${source}（ページ ${route}）のリンク ${link}`)
          .join('\n')}`,
      );
    },
  };
}

interface BrokenLink {
  source: string;
  route: string;
  link: string;
}

const SITE_PREFIX = '@site/';

/** Route path → source file, for the routes that render exactly one file of the site. */
function sourceFiles(routes: RouteConfig[]): Map<string, string> {
  const sources = new Map<string, string>();
  for (const route of routes) {
    const content = route.modules?.content;
    const source = typeof content === 'string' ? content : route.component;
    if (source.startsWith(SITE_PREFIX)) sources.set(route.path, source.slice(SITE_PREFIX.length));
    for (const [childPath, file] of sourceFiles(route.routes ?? [])) sources.set(childPath, file);
  }
  return sources;
}

/** Where the build wrote a route's page (trailingSlash: false writes /a/b as a/b.html). */
function htmlFileOf(outDir: string, route: string): string {
  const relative = decodeURI(route).replace(/^\//, '');
  return relative === '' || relative.endsWith('/')
    ? path.join(outDir, relative, 'index.html')
    : path.join(outDir, `${relative}.html`);
}

const MARKDOWN_FILE = /\.mdx?$/;
const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
const ORIGIN = 'https://site.invalid';

/** The href of every link on a built page, with character references decoded. */
function linksOn(html: string): Set<string> {
  const links = new Set<string>();
  const parser = new Parser({
    onopentag(name, attrs: Partial<Record<string, string>>) {
      if (name === 'a' && attrs.href !== undefined) links.add(attrs.href);
    },
  });
  parser.end(html);
  return links;
}

function findBrokenContentLinks(
  routes: RouteConfig[],
  routesPaths: string[],
  outDir: string,
): BrokenLink[] {
  const knownPaths = new Set(routesPaths.map((route) => decodeURI(route)));
  const notFoundPage = path.join(outDir, '404.html');
  const layoutLinks = existsSync(notFoundPage)
    ? linksOn(readFileSync(notFoundPage, 'utf8'))
    : new Set<string>();
  const leadsNowhere = (route: string, link: string): boolean => {
    const url = new URL(link, ORIGIN + route);
    if (url.origin !== ORIGIN) return false;
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return true;
    }
    if (MARKDOWN_FILE.test(pathname)) return false;
    const withoutSlash = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    return !knownPaths.has(withoutSlash) && !isFile(path.join(outDir, pathname));
  };

  const brokenLinks: BrokenLink[] = [];
  for (const [route, source] of sourceFiles(routes)) {
    const page = htmlFileOf(outDir, route);
    if (!existsSync(page)) continue;
    for (const link of linksOn(readFileSync(page, 'utf8'))) {
      if (!layoutLinks.has(link) && leadsNowhere(route, link)) {
        brokenLinks.push({source, route, link});
      }
    }
  }
  return brokenLinks;
}
