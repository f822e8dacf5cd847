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

export const MARKDOWN = /\.mdx?$/;

/** The front matter between the leading `---` lines. */
export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

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

/** The front matter `slug` of a Markdown file's text; undefined when it has none or is unreadable. */
function frontMatterSlug(text: string): unknown {
  try {
    const data: unknown = parse(FRONT_MATTER.exec(text)?.[1] ?? '');
    return data && typeof data === 'object' ? (data as {slug?: unknown}).slug : undefined;
  } catch {
    return undefined; // the check reports the front matter; the file name's slug still counts
  }
}

/** Each slug a post of the site at `root` claims, with the file claiming it. */
export function takenSlugs(root: string): Record<string, string> {
  const taken = new Map<string, string>();
  for (const file of filesUnder(root, 'blog')) {
    if (!MARKDOWN.test(file) || isPartial(file)) continue;
    const slug = claimedSlug(file, frontMatterSlug(readFileSync(path.join(root, file), 'utf8')));
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
