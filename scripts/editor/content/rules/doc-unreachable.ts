/**
 * Docs that no sidebar, navbar, footer or other page links to: published, but nobody finds them.
 *
 * Of the site's two link checks, this is the one that reads the Markdown before any build. Where
 * a link leads is checked in the built pages by plugins/editor/broken-link-sources.ts, which
 * names the file and line of a link to no page or no heading; nothing here repeats that.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {filesUnder} from '../../../../lib/contentFiles';
import {siteRule, type ContentPage} from '../rule-types';
import {tagsOf} from '../tags';

/** The links a file's body writes: Markdown links and definitions, and JSX `href` or `to`. */
function linksOf({data: {source}}: VFile): string[] {
  const urls: string[] = [];
  if (!source?.tree) return urls;
  visit(source.tree, ['link', 'definition'], (node) => void urls.push((node as {url: string}).url));
  for (const {jsx, attributes} of tagsOf(source.tree)) {
    const href = jsx && (attributes.get('href') ?? attributes.get('to'));
    if (href) urls.push(href);
  }
  return urls;
}

/** The site route a link of `from` leads to, or undefined for links that leave the site. */
function routeOf(url: string, from: string, pages: ContentPage[]): string | undefined {
  const target = url.split(/[?#]/)[0];
  if (!target || /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(target)) return undefined;
  if (/\.mdx?$/.test(target)) {
    const file = path.posix.join(
      target.startsWith('/') ? '' : path.posix.dirname(from),
      decodeURI(target),
    );
    return pages.find((page) => page.file === file.replace(/^\//, ''))?.route;
  }
  const base = pages.find(({file}) => file === from)?.route ?? '/';
  return new URL(target, `https://site.invalid${base}`).pathname.replace(/(.)\/$/, '$1');
}

/** Every `/docs/…` route the site's code and config link to (navbar, footer, home page). */
function routesInCode(root: string): Set<string> {
  const routes = new Set<string>();
  for (const file of [...filesUnder(root, 'config'), ...filesUnder(root, 'src')]) {
    if (!/\.(ts|tsx|js|jsx)$/.test(file)) continue;
    const code = readFileSync(path.join(root, file), 'utf8');
    for (const [, route] of code.matchAll(/['"`](\/docs\/[^'"`\s?#]*)/g)) {
      routes.add(route.replace(/(.)\/$/, '$1'));
    }
  }
  return routes;
}

export default siteRule('doc-unreachable', (files, {root, references}, report) => {
  if (!references) return;
  const pages = files.flatMap(({data: {page}}) => (page ? [page] : []));
  const inNavigation = new Set(references.map(({id}) => id));
  const linked = routesInCode(root);
  for (const file of files) {
    for (const url of linksOf(file)) {
      const route = routeOf(url, file.path, pages);
      const target = route && pages.find((page) => page.route === route);
      if (target && target.file !== file.path) linked.add(route);
    }
  }
  for (const file of files) {
    const {page} = file.data;
    if (page?.kind !== 'doc' || page.draft || page.unlisted) continue;
    const {docId = '', route} = page;
    if (!inNavigation.has(docId) && !linked.has(route)) {
      report(file)('doc-unreachable', 1, route, docId);
    }
  }
});
