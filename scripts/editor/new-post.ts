/**
 * Creates a blog post skeleton for editors: `npm run new:post -- <slug> "<タイトル>" --tag <key>`
 * writes blog/<today>-<slug>/index.md with front matter the build accepts (the first author of
 * authors.yml, the chosen tag of tags.yml; without --tag it asks). Refuses a slug that any post
 * already uses and a tag that tags.yml does not list.
 */
import {existsSync} from 'node:fs';
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import {createInterface} from 'node:readline/promises';
import path from 'node:path';
import {load} from 'js-yaml';
import {postTemplate} from './content/template';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A mistake in the editor's input, reported as is without a stack trace. */
export class NewPostError extends Error {}

/** YYYY-MM-DD in the machine's time zone: the editor's "today". */
export function formatDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;
const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}-/;

/** Every slug a post in `blogDir` claims (front matter or file name), with the file claiming it. */
export async function findTakenSlugs(blogDir: string): Promise<Map<string, string>> {
  const entries = await readdir(blogDir, {recursive: true});
  const posts = entries.filter(
    (entry) => /\.mdx?$/.test(entry) && !entry.split(path.sep).some((part) => part.startsWith('_')),
  );
  const taken = new Map<string, string>();
  for (const post of posts) {
    const file = path.join(blogDir, post);
    const nameSlug = path
      .basename(/^index\.mdx?$/.test(path.basename(post)) ? path.dirname(post) : post)
      .replace(/\.mdx?$/, '')
      .replace(DATE_PREFIX, '');
    taken.set(nameSlug, file);
    const frontMatter = FRONT_MATTER.exec(await readFile(file, 'utf8'))?.[1];
    try {
      const {slug} = (load(frontMatter ?? '') ?? {}) as {slug?: unknown};
      if (typeof slug === 'string') taken.set(slug.replace(/^\//, ''), file);
    } catch {
      // Broken front matter fails the build with its own message; the name slug still counts.
    }
  }
  return taken;
}

/** The entries of a YAML map file (authors.yml, tags.yml) in file order, or none. */
async function entriesOf(yamlFile: string): Promise<[string, {label?: string}][]> {
  if (!existsSync(yamlFile)) return [];
  const entries = load(await readFile(yamlFile, 'utf8'));
  return entries && typeof entries === 'object'
    ? Object.entries(entries as Record<string, {label?: string}>)
    : [];
}

/** The tags an editor can choose, as "key（label）". */
export async function tagChoices(blogDir: string): Promise<string[]> {
  return (await entriesOf(path.join(blogDir, 'tags.yml'))).map(([key, {label}]) =>
    label ? `${key}（${label}）` : key,
  );
}

export interface NewPost {
  blogDir: string;
  slug: string;
  title: string;
  date?: Date;
  /** A key of tags.yml; the first one when left out. */
  tag?: string;
}

/** Writes the skeleton and returns its path. */
export async function createPost({blogDir, slug, title, date = new Date(), tag}: NewPost) {
  if (!SLUG_PATTERN.test(slug)) {
    throw new NewPostError(
      `スラッグ「${slug}」は使えません。半角の英小文字・数字・ハイフンだけで書いてください（例: summer-camp-2026）。`,
    );
  }
  if (title.trim() === '' || /[\r\n]/.test(title)) {
    throw new NewPostError(
      'タイトルを 1 行で指定してください（例: "夏休みプログラミング教室のお知らせ"）。',
    );
  }
  const takenBy = (await findTakenSlugs(blogDir)).get(slug);
  if (takenBy) {
    throw new NewPostError(
      `スラッグ「${slug}」はすでに ${path.relative(path.dirname(blogDir), takenBy)} で使われています。別のスラッグを指定してください。`,
    );
  }
  const [author] = (await entriesOf(path.join(blogDir, 'authors.yml'))).map(([key]) => key);
  if (!author) throw new NewPostError('blog/authors.yml に著者が 1 人も登録されていません。');
  const tags = (await entriesOf(path.join(blogDir, 'tags.yml'))).map(([key]) => key);
  const chosenTag = tag ?? tags.at(0);
  if (chosenTag !== undefined && !tags.includes(chosenTag)) {
    throw new NewPostError(
      `タグ「${chosenTag}」は blog/tags.yml にありません。登録済みのタグ: ${(await tagChoices(blogDir)).join('、')}。新しいタグは先に blog/tags.yml に追加してください。`,
    );
  }

  const file = path.join(blogDir, `${formatDate(date)}-${slug}`, 'index.md');
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, postTemplate({slug, title: title.trim(), author, tag: chosenTag}), {
    flag: 'wx',
  });
  return file;
}

const USAGE = '使い方: npm run new:post -- <スラッグ> "<タイトル>" --tag <タグ>';

/** Asks which tag to use, listing tags.yml; only where someone can answer. */
async function askTag(blogDir: string): Promise<string> {
  const choices = await tagChoices(blogDir);
  if (!process.stdin.isTTY) {
    throw new NewPostError(
      `${USAGE}\nタグを --tag で指定してください。登録済みのタグ: ${choices.join('、')}`,
    );
  }
  const prompt = createInterface({input: process.stdin, output: process.stdout});
  try {
    console.log('記事のタグを選んでください。');
    for (const [index, choice] of choices.entries()) console.log(`  ${index + 1}. ${choice}`);
    const answer = (await prompt.question('番号またはタグ名: ')).trim();
    const byNumber = choices[Number(answer) - 1];
    return byNumber ? byNumber.replace(/（.*$/, '') : answer;
  } finally {
    prompt.close();
  }
}

async function main(args: string[]) {
  const tagIndex = args.indexOf('--tag');
  const tag = tagIndex >= 0 ? args[tagIndex + 1] : undefined;
  const positional =
    tagIndex >= 0 ? args.filter((_, index) => index !== tagIndex && index !== tagIndex + 1) : args;
  if (positional.length !== 2 || (tagIndex >= 0 && !tag)) throw new NewPostError(USAGE);
  const [slug, title] = positional;
  const blogDir = path.resolve(import.meta.dirname, '../../blog');
  const file = await createPost({blogDir, slug, title, tag: tag ?? (await askTag(blogDir))});
  console.log(`記事のひな形を作りました: ${path.relative(process.cwd(), file)}`);
  console.log(
    'description・書き出し・見出し・本文のひな形の文章を書き換え、npm start でプレビューしてから npm run check で確かめてください（ひな形の文章が残っていると、チェックで止まります）。',
  );
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof NewPostError ? error.message : error);
    process.exitCode = 1;
  });
}
