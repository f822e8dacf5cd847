import {readdirSync, readFileSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';

const DAY = 24 * 60 * 60 * 1000;
/** A post folder or file: `2023-04-01-welcome/index.md`, `2023-04-01-welcome.md`. */
const DATED = /^(\d{4}-\d{2}-\d{2})-/;

/**
 * Adds `count` ordinary posts to the site at `siteDir`, as an editor's months of writing would:
 * copies of its oldest post (the welcome post) with their own slug, title and date, one day
 * apart after it, without new tags, code or images. Returns their slugs.
 */
export async function addOrdinaryPosts(siteDir: string, count: number): Promise<string[]> {
  const blogDir = path.join(siteDir, 'blog');
  const oldest = readdirSync(blogDir)
    .filter((entry) => DATED.test(entry))
    .sort()[0];
  if (!oldest) throw new Error(`${blogDir} has no dated post to copy`);
  const file = oldest.endsWith('.md') || oldest.endsWith('.mdx') ? oldest : `${oldest}/index.md`;
  const source = readFileSync(path.join(blogDir, file), 'utf8');
  if (!/^slug: /m.test(source)) throw new Error(`${file} has no slug to replace`);
  const start = Date.parse(`${DATED.exec(oldest)?.[1]}T00:00:00Z`);
  const slugs: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const date = new Date(start + index * DAY).toISOString().slice(0, 10);
    const slug = `ordinary-${index}`;
    const post = source
      .replace(/^slug: .*$/m, `slug: ${slug}`)
      .replace(/^title: (.*)$/m, `title: $1（その${index}）`);
    await mkdir(path.join(blogDir, `${date}-${slug}`), {recursive: true});
    await writeFile(path.join(blogDir, `${date}-${slug}`, 'index.md'), post);
    slugs.push(slug);
  }
  return slugs;
}
