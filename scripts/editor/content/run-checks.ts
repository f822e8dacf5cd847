/**
 * Reads the site's content the way the build will publish it and finds the mistakes an editor
 * can make that the build would let through silently, or report only in English by URL: each
 * finding names the file and line and says, in Japanese, what to do. Each Markdown file is read
 * once (parse.ts) and checked by every file rule of rule-order.ts; the site rules then run on all
 * the files.
 */
import {readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {toString} from 'mdast-util-to-string';
import {VFile} from 'vfile';
import {isPublished, tokyoDay} from '../../../config/publishing';
import {
  CONTENT_ROOTS,
  filesUnder,
  isPartial,
  MARKDOWN,
  registryEntries,
} from '../../../lib/contentFiles';
import {claimedSlug} from '../../../src/lib/blogPost';
import {readSource} from './parse';
import {FILE_RULES, SITE_RULES} from './rule-order';
import {blogRoute, docIdOf, docRoute, frontMatterText, pageRoute} from './routes';
import {
  reportTo,
  type ContentPage,
  type DocReference,
  type Finding,
  type Site,
  type Source,
} from './rule-types';

export type {ContentPage, DocReference, Finding} from './rule-types';

export interface ContentReport {
  pages: ContentPage[];
  findings: Finding[];
}

/** What a visitor will find at the address of a content file. */
function describePage(source: Source, now: Date): ContentPage {
  const {kind, path: file, frontMatter, tree, date} = source;
  const heading = tree?.children.find((node) => node.type === 'heading' && node.depth === 1);
  return {
    kind,
    file,
    route:
      kind === 'blog'
        ? blogRoute(file, frontMatter)
        : kind === 'doc'
          ? docRoute(file, frontMatter)
          : pageRoute(file),
    docId: kind === 'doc' ? docIdOf(file, frontMatter) : undefined,
    title:
      frontMatterText(frontMatter, 'title') ??
      (heading && toString(heading).replace(/\s*\{#[^}]*\}\s*$/, '')),
    date: date && tokyoDay(date),
    draft: frontMatter.draft === true,
    unlisted: frontMatter.unlisted === true,
    scheduled: date !== undefined && !isPublished(date, now),
    tags:
      kind === 'blog' && Array.isArray(frontMatter.tags)
        ? frontMatter.tags.filter((tag): tag is string => typeof tag === 'string')
        : undefined,
    slug: kind === 'blog' ? claimedSlug(file, frontMatter.slug) : undefined,
    description: frontMatterText(frontMatter, 'description'),
  };
}

const isMarkdownContent = (file: string) => MARKDOWN.test(file) && !file.startsWith('static/');

/** What a visitor will find at the address of `file`, read as `source` if it is Markdown. */
function pageOf(file: string, source: Source | undefined, now: Date): ContentPage | undefined {
  if (source) return source.partial ? undefined : describePage(source, now);
  const reactPage = /^src\/pages\/.*\.(tsx|jsx|js|ts)$/.test(file) && !isPartial(file);
  if (!reactPage) return undefined;
  return {
    kind: 'page',
    file,
    route: pageRoute(file),
    draft: false,
    unlisted: false,
    scheduled: false,
  };
}

/** What a visitor will find at the address of `file` (from the site's root), if it is a page. */
export const contentPage = (root: string, file: string, now = new Date()) =>
  pageOf(
    file,
    isMarkdownContent(file)
      ? readSource(file, readFileSync(path.join(root, file), 'utf8'))
      : undefined,
    now,
  );

/** A file of the site, checked by every file rule when it is Markdown (its `text`). */
function checkFile(site: Site, file: string, text?: string): VFile {
  const vfile = new VFile({path: file, cwd: site.root});
  const source = text === undefined ? undefined : readSource(file, text);
  if (source) {
    vfile.data.source = source;
    for (const rule of FILE_RULES) rule.check(source, reportTo(vfile), site);
  }
  vfile.data.page = pageOf(file, source, site.now);
  return vfile;
}

/**
 * Checks every content file of the site at `root`. Given the doc ids that sidebars.ts and the
 * navbar list, it also reports docs that nothing links to and ids that no doc has.
 */
export async function checkContent(
  root: string,
  now = new Date(),
  references?: DocReference[],
): Promise<ContentReport> {
  const keysOf = (name: string) =>
    new Set(registryEntries(path.join(root, 'blog', name)).map(([key]) => key));
  const site: Site = {
    root,
    now,
    tags: keysOf('tags.yml'),
    authors: keysOf('authors.yml'),
    references,
  };
  const paths = [...Object.keys(CONTENT_ROOTS), 'static']
    .flatMap((dir) => filesUnder(root, dir))
    .sort((a, b) => a.localeCompare(b));
  const markdown = paths.filter(isMarkdownContent);
  const texts = await Promise.all(markdown.map((file) => readFile(path.join(root, file), 'utf8')));
  const files = paths.map((file) => checkFile(site, file, texts[markdown.indexOf(file)]));
  for (const rule of SITE_RULES) rule.check(files, site, reportTo);
  return {
    pages: files.flatMap(({data: {page}}) => (page ? [page] : [])),
    findings: files.flatMap(({messages}) => messages as Finding[]),
  };
}
