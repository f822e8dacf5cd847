import {readFileSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {FRONT_MATTER, registryEntries} from '../../lib/contentFiles';
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

/** The authors of blog/authors.yml, with their social accounts (platform → handle or address). */
export const blogAuthors = (siteDir: string) =>
  registryEntries(path.join(siteDir, 'blog/authors.yml')).map(([, author]) => {
    const {name = '', socials = {}} = author as {name?: string; socials?: Record<string, string>};
    return {name, socials};
  });
