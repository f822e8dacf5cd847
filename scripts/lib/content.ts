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
import {blogDate} from './content/dates';
import {CONTENT_ROOTS, filesUnder, isPartial, MARKDOWN, REACT_PAGE} from './content/files';
import {checkFrontMatter, keysOf, readFrontMatter} from './content/frontMatter';
import {checkBody, parseBody} from './content/markup';
import {blogRoute, docIdOf, docRoute, duplicateRoutes, pageRoute} from './content/routes';
import type {ContentPage, ContentReport, Finding, SiteContext, Source} from './content/types';

export type {ContentKind, ContentPage, ContentReport, Finding, Severity} from './content/types';
export {parseDate} from './content/dates';
export {closestKey, displayWidth, FRONT_MATTER_KEYS, TITLE_MAX_WIDTH} from './content/frontMatter';
export {IMAGE_MAX_BYTES} from './content/images';
export {checkDocReferences, type DocReference} from './content/routes';

function describePage(
  source: Source,
  context: SiteContext,
  findings: Finding[],
  tree: Root | undefined,
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
  const date = kind === 'blog' ? blogDate(source, findings) : undefined;
  const scheduled = date !== undefined && !isPublished(date, context.now);

  if (draft) {
    findings.push({
      file,
      line: source.keyLines.get('draft'),
      severity: 'notice',
      message:
        '下書き（draft: true）なので公開されません。公開するときは draft の行を消してください。',
    });
  } else if (scheduled) {
    findings.push({
      file,
      line: source.keyLines.get('date') ?? 1,
      severity: 'notice',
      message: `公開日が ${tokyoDay(date)} なので、まだ公開されません。その日の 0 時過ぎ（日本時間）に、毎日の自動公開でサイトに載ります。`,
    });
  }
  if (unlisted) {
    findings.push({
      file,
      line: source.keyLines.get('unlisted'),
      severity: 'notice',
      message:
        '限定公開（unlisted: true）です。一覧・サイドバー・検索エンジンには載らず、URL を知っている人だけが見られます。',
    });
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
  };
}

/** Checks every content file of the site at `root`. */
export function checkContent(root: string, now = new Date()): ContentReport {
  const context: SiteContext = {
    root,
    now,
    tags: keysOf(path.join(root, 'blog/tags.yml')),
    authors: keysOf(path.join(root, 'blog/authors.yml')),
  };
  const findings: Finding[] = [];
  const pages: ContentPage[] = [];
  const sources = new Map<string, Source>();

  for (const {dir, kind} of CONTENT_ROOTS) {
    for (const file of filesUnder(root, dir)) {
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
      const tree = parseBody(file, text, findings);
      if (isPartial(file)) {
        if (tree)
          checkBody(root, {kind, file, text, frontMatter: {}, keyLines: new Map()}, tree, findings);
        continue;
      }
      const source: Source = {kind, file, text, ...readFrontMatter(file, text, findings)};
      sources.set(file, source);
      checkFrontMatter(source, context, findings);
      if (tree) checkBody(root, source, tree, findings);
      pages.push(describePage(source, context, findings, tree));
    }
  }
  findings.push(...duplicateRoutes(pages, sources));
  return {pages, findings};
}
