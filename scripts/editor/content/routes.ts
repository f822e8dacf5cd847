/**
 * The address Docusaurus gives each content file, computed with the plugins' public defaults and
 * `@docusaurus/utils` (the docs plugin's number prefix parser, `fileToPath`, `resolvePathname`),
 * so a change in Docusaurus's rules changes them here too. Docusaurus itself works them out only
 * while loading its plugins with the whole site set up; the check needs them before any build.
 */
import {fileToPath, normalizeUrl, resolvePathname} from '@docusaurus/utils';
import {MARKDOWN} from '../../../lib/contentFiles';
import {docsPluginDefaults} from '../../../lib/pluginOptions';

// The site uses the docs plugin's defaults: its route base and its number prefix parser.
const DOCS = docsPluginDefaults();
const BLOG_ROUTE = 'blog';

// trailingSlash: false in docusaurus.config.ts.
const withoutTrailingSlash = (route: string) => route.replace(/(.)\/$/, '$1');
const stripNumberPrefix = (segment: string) => DOCS.numberPrefixParser(segment).filename;
/** A front matter value that is text. */
export const frontMatterText = (frontMatter: Record<string, unknown>, key: string) =>
  typeof frontMatter[key] === 'string' ? frontMatter[key] : undefined;

/** The address Docusaurus gives a doc (docs plugin defaults: number prefixes dropped). */
export function docRoute(file: string, frontMatter: Record<string, unknown>): string {
  const relative = file.replace(/^docs\//, '').replace(MARKDOWN, '');
  const folders = relative.split('/').map(stripNumberPrefix);
  const name = folders.pop() ?? '';
  const slug = frontMatterText(frontMatter, 'slug');
  const folderSlug = folders.length > 0 ? `/${folders.join('/')}/` : '/';
  const isCategoryIndex =
    ['index', 'readme'].includes(name.toLowerCase()) || name === folders.at(-1);
  const docSlug = slug?.startsWith('/')
    ? slug
    : !slug && isCategoryIndex
      ? folderSlug
      : resolvePathname(slug ?? frontMatterText(frontMatter, 'id') ?? name, folderSlug);
  return withoutTrailingSlash(normalizeUrl([`/${DOCS.routeBasePath}`, docSlug]));
}

/** The address of a post: its slug, or the date folders Docusaurus makes from a dated name. */
export function blogRoute(file: string, frontMatter: Record<string, unknown>): string {
  const slug = frontMatterText(frontMatter, 'slug');
  if (slug !== undefined) return normalizeUrl([`/${BLOG_ROUTE}`, slug]);
  const relative = file.replace(/^blog\//, '').replace(/\/index\.mdx?$|\.mdx?$/, '');
  const dated = /^(?:(.*)\/)?(\d{4})-(\d{1,2})-(\d{1,2})-?(.*)$/.exec(relative);
  if (!dated) return normalizeUrl([`/${BLOG_ROUTE}`, relative]);
  const [, folder, y, m, d, name] = dated;
  return `/${[BLOG_ROUTE, folder, y, m.padStart(2, '0'), d.padStart(2, '0'), name].filter(Boolean).join('/')}`;
}

/** The id sidebars.ts uses for a doc: its folder and file name, or its front matter id. */
export function docIdOf(file: string, frontMatter: Record<string, unknown>): string {
  const segments = file
    .replace(/^docs\//, '')
    .replace(MARKDOWN, '')
    .split('/');
  const name = stripNumberPrefix(segments.pop() ?? '');
  return [...segments, frontMatterText(frontMatter, 'id') ?? name].join('/');
}

/** A file of src/pages at the address the pages plugin gives it. */
export function pageRoute(file: string): string {
  return withoutTrailingSlash(fileToPath(file.replace(/^src\/pages\//, '')));
}
