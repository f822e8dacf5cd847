/**
 * Creates a blog post skeleton for editors: `npm run new:post -- <slug> "<タイトル>" --tag <key>`
 * writes blog/<today>-<slug>/index.md, the skeleton the editors' page (/editors/new-post) opens on
 * GitHub (src/lib/blogPost.ts), with the first author of authors.yml and the chosen tag of
 * tags.yml (without --tag it asks). Refuses what the page refuses: a slug that a post already
 * claims or that is not a slug, a title the check would refuse, a tag that tags.yml does not list.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {createInterface} from 'node:readline/promises';
import path from 'node:path';
import {
  formatDate,
  newPostFile,
  postSkeleton,
  slugProblem,
  titleProblem,
} from '../../src/lib/blogPost';
import {newPostChoices} from '../../lib/contentFiles';

/** A mistake in the editor's input, reported as is without a stack trace. */
export class NewPostError extends Error {}

/** The tags an editor can choose, as "key（label）". */
export function tagChoices(root: string): string[] {
  return newPostChoices(root).tags.map(({key, label}) => `${key}（${label}）`);
}

export interface NewPostRequest {
  /** The site's folder, which holds blog/. */
  root: string;
  slug: string;
  title: string;
  date?: Date;
  /** A key of tags.yml; the first one when left out. */
  tag?: string;
}

/** Writes the skeleton and returns its path. */
export async function createPost({root, slug, title, date = new Date(), tag}: NewPostRequest) {
  const choices = newPostChoices(root);
  const problem = slugProblem(slug, choices.takenSlugs) ?? titleProblem(title);
  if (problem) throw new NewPostError(problem);
  const author = choices.authors.at(0)?.key;
  if (!author) throw new NewPostError('blog/authors.yml に著者が 1 人も登録されていません。');
  const chosenTag = tag ?? choices.tags.at(0)?.key;
  if (!chosenTag || !choices.tags.some(({key}) => key === chosenTag)) {
    throw new NewPostError(
      `タグ「${chosenTag ?? ''}」は blog/tags.yml にありません。登録済みのタグ: ${tagChoices(root).join('、')}。新しいタグは先に blog/tags.yml に追加してください。`,
    );
  }

  const file = path.join(root, newPostFile({date: formatDate(date), slug}));
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, postSkeleton({slug, title, author, tag: chosenTag}), {flag: 'wx'});
  return file;
}

const USAGE = '使い方: npm run new:post -- <スラッグ> "<タイトル>" --tag <タグ>';

/** Asks which tag to use, listing tags.yml; only where someone can answer. */
async function askTag(root: string): Promise<string> {
  const choices = tagChoices(root);
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
  const root = path.resolve(import.meta.dirname, '../..');
  const file = await createPost({root, slug, title, tag: tag ?? (await askTag(root))});
  console.log(`記事のひな形を作りました: ${path.relative(process.cwd(), file)}`);
  console.log(
    '「ここに…」などのひな形の文章を書き換え、書き終えたら draft: true の行を消してください（下書きのままでは公開されません）。npm start でプレビューし、npm run check で確かめます。',
  );
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof NewPostError ? error.message : error);
    process.exitCode = 1;
  });
}
