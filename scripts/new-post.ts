/**
 * Creates a blog post skeleton for editors: `npm run new:post -- <slug> "<タイトル>"` writes
 * blog/<today>-<slug>/index.md with front matter the build accepts (the first author of
 * authors.yml, the first tag of tags.yml). Refuses a slug that any post already uses.
 */
import {existsSync} from 'node:fs';
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {load} from 'js-yaml';

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

async function firstKeyOf(yamlFile: string): Promise<string | undefined> {
  if (!existsSync(yamlFile)) return undefined;
  const entries = load(await readFile(yamlFile, 'utf8'));
  return entries && typeof entries === 'object' ? Object.keys(entries)[0] : undefined;
}

export interface NewPost {
  blogDir: string;
  slug: string;
  title: string;
  date?: Date;
}

/** Writes the skeleton and returns its path. */
export async function createPost({blogDir, slug, title, date = new Date()}: NewPost) {
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
  const author = await firstKeyOf(path.join(blogDir, 'authors.yml'));
  if (!author) throw new NewPostError('blog/authors.yml に著者が 1 人も登録されていません。');
  const tag = await firstKeyOf(path.join(blogDir, 'tags.yml'));

  const file = path.join(blogDir, `${formatDate(date)}-${slug}`, 'index.md');
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(
    file,
    `---
slug: ${JSON.stringify(slug)}
title: ${JSON.stringify(title.trim())}
description: "記事の内容を一文で紹介します。検索結果や SNS のカードに表示されます。"
authors: [${author}]
tags: [${tag ?? ''}]
---

ここに書き出しの段落を書きます。ブログの一覧には、次の印までが表示されます。

<!-- truncate -->

## 最初の見出し {#first-section}

ここに本文を書きます。画像はこのファイルと同じフォルダーに置き、\`![説明](./image.png)\` のように書きます。
`,
    {flag: 'wx'},
  );
  return file;
}

async function main(args: string[]) {
  if (args.length !== 2) {
    throw new NewPostError('使い方: npm run new:post -- <スラッグ> "<タイトル>"');
  }
  const [slug, title] = args;
  const blogDir = path.resolve(__dirname, '../blog');
  const file = await createPost({blogDir, slug, title});
  console.log(`記事のひな形を作りました: ${path.relative(process.cwd(), file)}`);
  console.log('description と本文を書き換え、npm start でプレビューしてください。');
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof NewPostError ? error.message : error);
    process.exitCode = 1;
  });
}
