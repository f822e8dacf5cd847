/**
 * The site's content files as the content check, `npm run new:post` and the editors' page read
 * them: where they are, the slugs the blog's posts claim, and the blog's registries (tags.yml,
 * authors.yml).
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {posixPath} from '@docusaurus/utils';
import {parse} from 'yaml';
import {claimedSlug, type NewPostChoices} from '../src/lib/blogPost';
import {keyLine, parseYaml} from './yamlSchema';

export const MARKDOWN = /\.mdx?$/;

export type ContentKind = 'blog' | 'doc' | 'page';

/** The folders of the site's content, and the kind of page each makes. */
export const CONTENT_ROOTS: Record<string, ContentKind> = {
  blog: 'blog',
  docs: 'doc',
  'src/pages': 'page',
};

/** The kind of page a file of the site makes, if it is in a content folder. */
export const contentKind = (file: string): ContentKind | undefined =>
  Object.entries(CONTENT_ROOTS).find(([dir]) => file.startsWith(`${dir}/`))?.[1];

/** The front matter between the leading `---` lines. */
export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/**
 * A content file's front matter, read the one way every reader of it uses: its YAML, as parsed
 * (with the syntax problem, if any), its values (none when unreadable) and each key's line in
 * the file.
 */
export function readFrontMatter(text: string) {
  const yaml = FRONT_MATTER.exec(text)?.[1];
  const reading = yaml === undefined ? undefined : parseYaml(yaml);
  const value = reading?.value;
  const data = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<
    string,
    unknown
  >;
  const keyLines = new Map<string, number>();
  for (const key of Object.keys(data)) {
    const line = reading?.document && keyLine(reading.document, [], key, reading.lines);
    // The YAML's first line is the file's second, after `---`.
    if (line !== undefined) keyLines.set(key, line + 1);
  }
  return {yaml, reading, data, keyLines};
}

/** Files and folders starting with `_` are partials: imported by pages, never pages themselves. */
export const isPartial = (file: string) => file.split('/').some((part) => part.startsWith('_'));

/** The files under `root`/`dir`, sorted, as paths from `root` with forward slashes. */
export function filesUnder(root: string, dir: string): string[] {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, {recursive: true, encoding: 'utf8'})
    .filter((file) => statSync(path.join(absolute, file)).isFile())
    .sort()
    .map((file) => posixPath(path.join(dir, file)));
}

/** The entries of a YAML map file (blog/tags.yml, blog/authors.yml) in file order, or none. */
export function registryEntries(yamlFile: string): [string, unknown][] {
  if (!existsSync(yamlFile)) return [];
  const entries: unknown = parse(readFileSync(yamlFile, 'utf8'));
  return entries && typeof entries === 'object' && !Array.isArray(entries)
    ? Object.entries(entries)
    : [];
}

/** A text field of a registry entry (`label`, `name`), or undefined. */
const field = (entry: unknown, key: string): string | undefined => {
  const value = entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[key] : '';
  return typeof value === 'string' ? value : undefined;
};

/** Each slug a post of the site at `root` claims, with the file claiming it. */
export function takenSlugs(root: string): Record<string, string> {
  const taken = new Map<string, string>();
  for (const file of filesUnder(root, 'blog')) {
    if (!MARKDOWN.test(file) || isPartial(file)) continue;
    // An unreadable front matter (the check reports it) claims the file name's slug.
    const text = readFileSync(path.join(root, file), 'utf8');
    const slug = claimedSlug(file, readFrontMatter(text).data.slug);
    if (!taken.has(slug)) taken.set(slug, file);
  }
  return Object.fromEntries(taken);
}

/** What a new post of the site at `root` may choose from, and which slugs it may not take. */
export function newPostChoices(root: string): NewPostChoices {
  const registry = (name: string) => registryEntries(path.join(root, 'blog', name));
  return {
    takenSlugs: takenSlugs(root),
    tags: registry('tags.yml').map(([key, entry]) => ({key, label: field(entry, 'label') ?? key})),
    authors: registry('authors.yml').map(([key, entry]) => ({
      key,
      name: field(entry, 'name') ?? key,
    })),
  };
}
