/**
 * The production build as files: its pages, parsed, for node:test over the build and for the
 * browser suite's list of pages. Read from the build, so a page an editor adds is checked the
 * moment it exists.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {selectAll, selectOne} from 'css-select';
import {hasChildren, isTag, isText, type AnyNode, type Document, type Element} from 'domhandler';
import {parseDocument} from 'htmlparser2';
import {builtPageFiles, htmlFileOf, routeOf} from '../../lib/routeFiles';

export type {Document, Element};

/** The theme's texts as the site translates them (i18n/ja/code.json). */
export const THEME_TEXTS = JSON.parse(readFileSync('i18n/ja/code.json', 'utf8')) as Record<
  string,
  {message: string}
>;

/** The not-found page's h1: Docusaurus's own Japanese title, which the site keeps. */
export const NOT_FOUND_HEADING = 'ページが見つかりません';

export const readDocument = (file: string): Document => parseDocument(readFileSync(file, 'utf8'));

/** The parsed HTML file GitHub Pages serves for `route`. */
export const readPage = (buildDir: string, route: string): Document =>
  readDocument(htmlFileOf(buildDir, route));

/** Every element under `root` that matches the CSS selector. */
export const $$ = (root: AnyNode | AnyNode[], selector: string): Element[] =>
  selectAll(selector, root);

/** The first element under `root` that matches the CSS selector. */
export const $ = (root: AnyNode | AnyNode[], selector: string): Element | null =>
  selectOne(selector, root);

/** Elements whose content is never shown as text. */
const NOT_TEXT = new Set(['script', 'style', 'template']);
/** Those, and code, which may show identifiers on purpose. */
const NOT_PROSE = new Set([...NOT_TEXT, 'pre', 'code']);

function shownText(node: AnyNode, skipped: Set<string>): string {
  if (isText(node)) return node.data;
  if (isTag(node) && skipped.has(node.name)) return '';
  return hasChildren(node) ? node.children.map((child) => shownText(child, skipped)).join('') : '';
}

/**
 * The text a reader sees in `nodes`, with white space folded as the browser shows it;
 * `withoutCode` leaves code blocks and inline code out.
 */
export function textOf(nodes: AnyNode | AnyNode[] | null, {withoutCode = false} = {}): string {
  if (!nodes) return '';
  return (Array.isArray(nodes) ? nodes : [nodes])
    .map((node) => shownText(node, withoutCode ? NOT_PROSE : NOT_TEXT))
    .join('')
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A redirect stub (a `meta` refresh) rather than a page. */
export const isRedirect = (document: Document): boolean =>
  $(document, 'meta[http-equiv="refresh" i]') !== null;

/** The layout the theme marks on <html>, leaving out the page's own id and plugin instance. */
function layoutOf(document: Document): string {
  return ($(document, 'html')?.attribs.class ?? '')
    .split(/\s+/)
    .filter((name) => name && !/^(docs-doc-id-|plugin-id-)/.test(name))
    .sort()
    .join(' ');
}

export interface BuiltPage {
  /** The address a visitor uses: `/blog`, `/`; the not-found page has the file's own, `/404`. */
  path: string;
  /** Build-relative file. */
  file: string;
  document: Document;
  /** The h1 the page is served with. */
  heading: string;
  layout: string;
  /** Shows at least one code block. */
  hasCode: boolean;
  /** Kept out of search engines. */
  noindex: boolean;
  notFound: boolean;
}

const NOT_FOUND_FILE = '404.html';

function builtPage(buildDir: string, file: string): BuiltPage {
  const document = readDocument(path.join(buildDir, file));
  return {
    path: routeOf(file),
    file,
    document,
    heading: textOf($$(document, 'h1')),
    layout: layoutOf(document),
    hasCode: $(document, '.theme-code-block') !== null,
    noindex: ($(document, 'meta[name="robots"]')?.attribs.content ?? '').includes('noindex'),
    notFound: file === NOT_FOUND_FILE,
  };
}

/**
 * The pages of `buildDir`: each HTML file but the redirect stubs and the test-only React pages
 * (`test/`, in test builds), sorted by path. With `notFound`, the 404 page too, last.
 */
export function builtPages(buildDir: string, {notFound = false} = {}): BuiltPage[] {
  const pages = builtPageFiles(buildDir)
    .filter((file) => !file.startsWith(`test${path.sep}`))
    .map((file) => builtPage(buildDir, file))
    .filter(({document}) => !isRedirect(document))
    .sort((a, b) => a.path.localeCompare(b.path));
  return notFound && existsSync(path.join(buildDir, NOT_FOUND_FILE))
    ? [...pages, builtPage(buildDir, NOT_FOUND_FILE)]
    : pages;
}

/** The parsed JSON-LD blocks of a page. */
export const jsonLd = (document: Document): Record<string, unknown>[] =>
  $$(document, 'script[type="application/ld+json"]').map(
    (script) => JSON.parse(textOf(script.children)) as Record<string, unknown>,
  );
