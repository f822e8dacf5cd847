import {readFileSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parse} from 'yaml';
import {checkContent} from '../../scripts/editor/content/run-checks';
import {createPost, type NewPostRequest} from '../../scripts/editor/new-post';
import {DRAFT_LINE} from '../../src/lib/blogPost';
import {japaneseReadingTime} from '../../src/lib/readingTime';

/** The skeleton's Markdown out of draft, as an editor publishes a post once it is written. */
export const published = (markdown: string): string => markdown.replace(`${DRAFT_LINE}\n`, '');

/** A post `npm run new:post` makes, published as it is; returns its file. */
export async function createPublishedPost(request: NewPostRequest): Promise<string> {
  const file = await createPost(request);
  await writeFile(file, published(await readFile(file, 'utf8')));
  return file;
}

export interface PublishedPost {
  route: string;
  title: string;
  /** Keys of blog/tags.yml. */
  tags: string[];
  /** The reading time the post shows, in whole minutes. */
  minutes: number;
}

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;

/** The posts a visitor can find in the blog of the site at `siteDir`, read from its content files. */
export async function publishedPosts(siteDir: string): Promise<PublishedPost[]> {
  return (await checkContent(siteDir)).pages
    .filter(
      ({kind, draft, scheduled, unlisted}) => kind === 'blog' && !draft && !scheduled && !unlisted,
    )
    .map(({file, route, title, tags = []}) => {
      const source = readFileSync(path.join(siteDir, file), 'utf8');
      return {
        route,
        title: title ?? '',
        tags,
        minutes: Math.ceil(japaneseReadingTime(source.replace(FRONT_MATTER, ''))),
      };
    });
}

/** The label each tag key is shown with. */
export function tagLabels(siteDir: string): Map<string, string> {
  const tags = parse(readFileSync(path.join(siteDir, 'blog/tags.yml'), 'utf8')) as Record<
    string,
    {label: string}
  >;
  return new Map(Object.entries(tags).map(([key, {label}]) => [key, label]));
}

export interface BlogAuthor {
  name: string;
  /** Platform → handle or address, as blog/authors.yml lists them. */
  socials: Record<string, string>;
}

/** The authors of blog/authors.yml. */
export function blogAuthors(siteDir: string): BlogAuthor[] {
  const authors = parse(readFileSync(path.join(siteDir, 'blog/authors.yml'), 'utf8')) as Record<
    string,
    Partial<BlogAuthor>
  >;
  return Object.values(authors).map(({name = '', socials = {}}) => ({name, socials}));
}
