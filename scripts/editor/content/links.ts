/**
 * Links as a visitor meets them: a link's text must say where it goes (screen readers list links
 * by their text alone), and every doc must be reachable from a sidebar or another page.
 *
 * Of the site's two link checks, this is the one that reads the Markdown before any build. Where
 * a link leads is checked in the built pages by plugins/editor/broken-link-sources.ts, which
 * names the file and line of a link to no page or no heading; nothing here repeats that.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {filesUnder} from './files';
import type {DocReference} from './routes';
import {finding} from './rules';
import type {ContentPage, Finding} from './types';

/** Link texts that say nothing about where the link goes, compared without spaces and punctuation. */
const MEANINGLESS_LINK_TEXTS = new Set([
  'こちら',
  'ここ',
  'コチラ',
  'ココ',
  'こちらから',
  'ここから',
  'こちらをクリック',
  'ここをクリック',
  'クリック',
  'リンク',
  'このリンク',
  'このページ',
  'ページ',
  '詳しくはこちら',
  '詳細はこちら',
  '詳細',
  'もっと見る',
  'clickhere',
  'here',
  'link',
  'more',
]);

export function checkLinkText(
  file: string,
  text: string,
  url: string,
  line: number | undefined,
  findings: Finding[],
): void {
  const words = text.replace(/[\s\p{P}\p{S}]/gu, '').toLowerCase();
  if (words && !MEANINGLESS_LINK_TEXTS.has(words)) return;
  findings.push(
    words
      ? finding('link-text', {file, line}, text.trim())
      : finding('link-text-empty', {file, line}, url),
  );
}

/** A link written in a content file. */
export interface WrittenLink {
  file: string;
  url: string;
}

/** The site route a link leads to, or undefined for links that leave the site. */
function routeOf(link: WrittenLink, pages: ContentPage[]): string | undefined {
  const url = link.url.split(/[?#]/)[0];
  if (!url || /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url)) return undefined;
  if (/\.mdx?$/.test(url)) {
    const target = path.posix.join(
      url.startsWith('/') ? '' : path.posix.dirname(link.file),
      decodeURI(url),
    );
    return pages.find(({file}) => file === target.replace(/^\//, ''))?.route;
  }
  const from = pages.find(({file}) => file === link.file)?.route ?? '/';
  return new URL(url, `https://site.invalid${from}`).pathname.replace(/(.)\/$/, '$1');
}

/** Every `/docs/…` route the site's code and config link to (navbar, footer, home page). */
function routesInCode(root: string): Set<string> {
  const routes = new Set<string>();
  const files = [...filesUnder(root, 'config'), ...filesUnder(root, 'src')].filter((file) =>
    /\.(ts|tsx|js|jsx)$/.test(file),
  );
  for (const file of files) {
    const code = readFileSync(path.join(root, file), 'utf8');
    for (const [, route] of code.matchAll(/['"`](\/docs\/[^'"`\s?#]*)/g)) {
      routes.add(route.replace(/(.)\/$/, '$1'));
    }
  }
  return routes;
}

/** Docs that no sidebar, navbar, footer or other page links to: published, but nobody finds them. */
export function unreachableDocs(
  root: string,
  pages: ContentPage[],
  links: WrittenLink[],
  references: DocReference[],
): Finding[] {
  const inNavigation = new Set(references.map(({id}) => id));
  const linked = routesInCode(root);
  for (const link of links) {
    const route = routeOf(link, pages);
    const target = route && pages.find((page) => page.route === route);
    if (target && target.file !== link.file) linked.add(route);
  }
  return pages
    .filter(({kind, draft, unlisted}) => kind === 'doc' && !draft && !unlisted)
    .filter(({docId, route}) => !inNavigation.has(docId ?? '') && !linked.has(route))
    .map(({file, route, docId}) => finding('doc-unreachable', {file, line: 1}, route, docId ?? ''));
}
