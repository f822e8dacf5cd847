/**
 * Reads the site's content the way the build will publish it and finds the mistakes an editor
 * can make that the build would let through silently, or report only in English by URL: each
 * finding names the file and line and says, in Japanese, what to do. unified-engine runs the file
 * rules of content/rules.ts on every Markdown file; the site rules then run on all the files.
 */
import path from 'node:path';
import type {Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {unified} from 'unified';
import {engine, type Context} from 'unified-engine';
import {VFile} from 'vfile';
import {isPublished, tokyoDay} from '../../config/publishing';
import {filesUnder, isPartial, registryEntries} from '../../lib/contentFiles';
import {claimedSlug} from '../../src/lib/blogPost';
import {CONTENT_ROOTS, contentParser} from './content/parse';
import {blogRoute, docIdOf, docRoute, pageRoute} from './content/routes';
import {
  reportTo,
  type ContentPage,
  type DocReference,
  type Finding,
  type Site,
} from './content/rule';
import {FILE_RULES, SITE_RULES} from './content/rules';

export type {ContentPage, DocReference, Finding} from './content/rule';
export {parseDate} from '../../src/lib/blogPost';
export {IMAGE_MAX_BYTES} from '../../src/lib/photos';

export interface ContentReport {
  pages: ContentPage[];
  findings: Finding[];
}

const REACT_PAGE = /\.(tsx|jsx|js|ts)$/;

/** What a visitor will find at the address of a Markdown file the rules have read. */
function describePage(site: Site) {
  return (tree: Root, vfile: VFile) => {
    const {source, date} = vfile.data;
    if (!source || source.partial) return;
    const {kind, path: file, frontMatter} = source;
    const text = (key: string) =>
      typeof frontMatter[key] === 'string' ? frontMatter[key] : undefined;
    const heading = tree.children.find((node) => node.type === 'heading' && node.depth === 1);
    vfile.data.page = {
      kind,
      file,
      route:
        kind === 'blog'
          ? blogRoute(file, frontMatter)
          : kind === 'doc'
            ? docRoute(file, frontMatter)
            : pageRoute(file),
      docId: kind === 'doc' ? docIdOf(file, frontMatter) : undefined,
      title: text('title') ?? (heading && toString(heading).replace(/\s*\{#[^}]*\}\s*$/, '')),
      date: date && tokyoDay(date),
      draft: frontMatter.draft === true,
      unlisted: frontMatter.unlisted === true,
      scheduled: date !== undefined && !isPublished(date, site.now),
      tags:
        kind === 'blog' && Array.isArray(frontMatter.tags)
          ? frontMatter.tags.filter((tag): tag is string => typeof tag === 'string')
          : undefined,
      slug: kind === 'blog' ? claimedSlug(file, frontMatter.slug) : undefined,
      description: text('description'),
    };
  };
}

/** The Markdown files of `roots`, read and checked by the engine with every file rule. */
async function lintMarkdown(site: Site, roots: string[]): Promise<VFile[]> {
  if (roots.length === 0) return []; // the engine would read standard input
  const processor = unified().use(contentParser);
  for (const {plugin} of FILE_RULES) processor.use(plugin, site);
  processor.use(describePage, site);
  return new Promise((resolve, reject) => {
    engine(
      {processor, cwd: site.root, files: roots, extensions: ['md', 'mdx'], reporter: () => ''},
      (error, _code, context?: Context) => {
        if (error) reject(error);
        else resolve(context?.files ?? []);
      },
    );
  });
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
  const roots = Object.keys(CONTENT_ROOTS).filter((dir) => filesUnder(root, dir).length > 0);
  const markdown = await lintMarkdown(site, roots);
  const read = new Set(markdown.map(({path}) => path));
  const others = [...roots, 'static']
    .flatMap((dir) => filesUnder(root, dir))
    .filter((file) => !read.has(file))
    .map((file) => new VFile({path: file, cwd: root}));
  for (const file of others) {
    if (
      !file.path.startsWith('src/pages/') ||
      !REACT_PAGE.test(file.path) ||
      isPartial(file.path)
    ) {
      continue;
    }
    const route = pageRoute(file.path);
    file.data.page = {
      kind: 'page',
      file: file.path,
      route,
      draft: false,
      unlisted: false,
      scheduled: false,
    };
  }
  const files = [...markdown, ...others].sort((a, b) => a.path.localeCompare(b.path));
  for (const rule of SITE_RULES) rule.check(files, site, (file) => reportTo(rule, file));
  return {
    pages: files.flatMap(({data: {page}}) => (page ? [page] : [])),
    findings: files.flatMap(({messages}) => messages as Finding[]),
  };
}
