/**
 * Reads the site's Markdown content the way the build will publish it and finds the mistakes an
 * editor can make that the build would let through silently, or report only in English by URL:
 * each finding names the file and line and says, in Japanese, what to do. The checks live in
 * content/, one module per concern; this module walks the content and puts them together.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {isPublished, tokyoDay} from '../../config/publishing';
import {claimedSlug} from '../../src/lib/blogPost';
import {copiedLeftovers} from './content/copies';
import {blogDate} from './content/dates';
import {
  checkFileName,
  CONTENT_ROOTS,
  filesUnder,
  isPartial,
  MARKDOWN,
  REACT_PAGE,
} from './content/files';
import {checkReadMore, keysOf, readFrontMatter} from './content/frontMatter';
import {checkStaticPhoto} from './content/images';
import {unreachableDocs, type WrittenLink} from './content/links';
import {checkBody, parseBody} from './content/markup';
import {
  blogRoute,
  docIdOf,
  docRoute,
  duplicateRoutes,
  pageRoute,
  type DocReference,
} from './content/routes';
import {checkPlaceholders} from './content/template';
import {finding} from './content/rules';
import {checkTyping} from './content/typing';
import type {ContentPage, ContentReport, Finding, SiteContext, Source} from './content/types';

export type {ContentPage, ContentReport, Finding} from './content/types';
export {parseDate} from '../../src/lib/blogPost';
export {IMAGE_MAX_BYTES} from './content/rules';
export {checkDocReferences, type DocReference} from './content/routes';

function describePage(
  source: Source,
  context: SiteContext,
  findings: Finding[],
  tree: Root | undefined,
  nameReported: boolean,
): ContentPage {
  const {kind, file, frontMatter} = source;
  const firstHeading = tree?.children.find(
    (node): node is Extract<Root['children'][number], {type: 'heading'}> =>
      node.type === 'heading' && node.depth === 1,
  );
  const headingText = firstHeading?.children
    .map((child) => ('value' in child ? child.value : ''))
    .join('')
    .replace(/\s*\{#[^}]*\}\s*$/, '');
  const title = typeof frontMatter.title === 'string' ? frontMatter.title : headingText;
  const draft = frontMatter.draft === true;
  const unlisted = frontMatter.unlisted === true;
  const route =
    kind === 'blog'
      ? blogRoute(file, frontMatter)
      : kind === 'doc'
        ? docRoute(file, frontMatter)
        : pageRoute(file);
  const date = kind === 'blog' ? blogDate(source, findings, nameReported) : undefined;
  const scheduled = date !== undefined && !isPublished(date, context.now);

  if (draft) {
    findings.push(finding('draft', {file, line: source.keyLines.get('draft')}));
  } else if (scheduled) {
    findings.push(
      finding('scheduled', {file, line: source.keyLines.get('date') ?? 1}, tokyoDay(date)),
    );
  }
  if (unlisted) {
    findings.push(finding('unlisted', {file, line: source.keyLines.get('unlisted')}));
  }
  return {
    kind,
    file,
    route,
    docId: kind === 'doc' ? docIdOf(file, frontMatter) : undefined,
    title,
    date: date && tokyoDay(date),
    draft,
    unlisted,
    scheduled,
    tags:
      kind === 'blog' && Array.isArray(frontMatter.tags)
        ? frontMatter.tags.filter((tag): tag is string => typeof tag === 'string')
        : undefined,
    slug: kind === 'blog' ? claimedSlug(file, frontMatter.slug) : undefined,
    description: typeof frontMatter.description === 'string' ? frontMatter.description : undefined,
  };
}

/**
 * Checks every content file of the site at `root`. Given the doc ids that sidebars.ts and the
 * navbar list, it also reports docs that nothing links to.
 */
export function checkContent(
  root: string,
  now = new Date(),
  references?: DocReference[],
): ContentReport {
  const context: SiteContext = {
    root,
    now,
    tags: keysOf(path.join(root, 'blog/tags.yml')),
    authors: keysOf(path.join(root, 'blog/authors.yml')),
  };
  const findings: Finding[] = [];
  const pages: ContentPage[] = [];
  const sources = new Map<string, Source>();
  const links: WrittenLink[] = [];

  for (const {dir, kind} of CONTENT_ROOTS) {
    for (const file of filesUnder(root, dir)) {
      const nameReported = checkFileName(file, findings);
      if (kind === 'page' && REACT_PAGE.test(file) && !isPartial(file)) {
        pages.push({
          kind,
          file,
          route: pageRoute(file),
          draft: false,
          unlisted: false,
          scheduled: false,
        });
      }
      if (!MARKDOWN.test(file)) continue;
      const text = readFileSync(path.join(root, file), 'utf8');
      const typedLines = checkTyping(file, text, findings);
      const tree = parseBody(file, text, findings);
      if (isPartial(file)) {
        checkPlaceholders(file, text, false, findings);
        const partial = {kind, file, text, frontMatter: {}, keyLines: new Map()};
        if (tree) links.push(...checkBody(root, partial, tree, findings));
        continue;
      }
      const frontMatter = readFrontMatter({kind, file, text}, context, findings, typedLines);
      checkPlaceholders(file, text, frontMatter.frontMatter.draft === true, findings);
      const source: Source = {kind, file, text, ...frontMatter};
      sources.set(file, source);
      if (kind === 'blog') checkReadMore(source, findings);
      if (tree) links.push(...checkBody(root, source, tree, findings));
      pages.push(describePage(source, context, findings, tree, nameReported));
    }
  }
  for (const file of filesUnder(root, 'static')) {
    checkFileName(file, findings);
    checkStaticPhoto(file, findings);
  }
  findings.push(...duplicateRoutes(pages, sources), ...copiedLeftovers(pages, sources));
  if (references) findings.push(...unreachableDocs(root, pages, links, references));
  return {pages, findings};
}
