/**
 * The rules a blog post's file follows, and the skeleton of a new one. One implementation for
 * `npm run new:post`, the editors' page (/editors/new-post, in the browser) and the content
 * check, so what the page accepts the check accepts. Pure: no file system, no Node.
 */

/** Half-width lowercase letters, digits and single hyphens: the last part of the post's URL. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Search results cut titles at about this many full-width characters (half-width count half). */
export const TITLE_MAX_WIDTH = 32;

/** Characters as wide as a full-width one; half-width letters and digits count half. */
export function displayWidth(text: string): number {
  const halfWidth = text.match(/[\x20-\x7e]/g)?.length ?? 0;
  return Array.from(text).length - halfWidth / 2;
}

/** Markdown marks in text a visitor reads as it is written (a title): they would show as typed. */
export const MARKDOWN_IN_TEXT =
  /\*\*|__|`|\[[^\]]*\]\([^)]*\)|(?:^|\s)\*[^*\s][^*]*\*|(?:^|\s)_[^_\s][^_]*_(?:\s|$)/;

/** `text` without the Markdown marks of MARKDOWN_IN_TEXT: what the editor meant to show. */
export const withoutMarkdown = (text: string): string =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__|`|(?<=^|\s)[*_]|[*_](?=\s|$)/g, '')
    .trim();

/** A date as front matter and folder names write it: 2026-07-04, maybe with a time of day. */
const DATE_VALUE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:?\d{2})?)?$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A real calendar date, or undefined for 2024-13-45 and the like (which YAML would roll over). */
export function parseDate(text: string): Date | undefined {
  const match = DATE_VALUE.exec(text.trim());
  if (!match) return undefined;
  const [, y, m, d, hh = '0', mm = '0', ss = '0', zone] = match;
  const [year, month, day] = [Number(y), Number(m), Number(d)];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return undefined;
  const offset = zone ? zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2') : 'Z';
  const iso = `${y}-${m}-${d}T${hh.padStart(2, '0')}:${mm.padStart(2, '0')}:${ss.padStart(2, '0')}${offset}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** YYYY-MM-DD in the local time zone: the editor's today. */
export function formatDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date a post's folder or file name starts with. */
const DATE_IN_NAME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:-|$)/;

/** A post's file or folder name without its extension: `blog/2026-07-04-camp/index.md` → `2026-07-04-camp`. */
function postName(file: string): string {
  const parts = file.split('/');
  const last = parts.pop() ?? '';
  return (/^index\.mdx?$/.test(last) ? (parts.pop() ?? '') : last).replace(/\.mdx?$/, '');
}

/** The date a post's name starts with, as written and as a day (none if impossible). */
export function nameDate(file: string) {
  const dated = DATE_IN_NAME.exec(postName(file));
  if (!dated) return undefined;
  const [, year, month, day] = dated;
  return {
    written: `${year}-${month}-${day}`,
    date: parseDate(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`),
  };
}

/**
 * The slug a post claims: its front matter `slug` (without a leading `/`), or its file or folder
 * name after the date. A new post may not claim one that another post claims.
 */
export function claimedSlug(file: string, frontMatterSlug: unknown): string {
  if (typeof frontMatterSlug === 'string') return frontMatterSlug.replace(/^\/+/, '');
  return postName(file).replace(/^\d{4}-\d{1,2}-\d{1,2}-?/, '');
}

/**
 * The skeleton's sample sentences: the check reports each one left in a post (in a draft, as a
 * notice), so an unedited skeleton is never published.
 */
export const PLACEHOLDERS = {
  description: '記事の内容を一文で紹介します。検索結果や SNS のカードに表示されます。',
  opening: 'ここに書き出しの段落を書きます。ブログの一覧には、次の印までが表示されます。',
  heading: '## 最初の見出し {#first-section}',
  body: 'ここに本文を書きます。画像はこのファイルと同じフォルダーに置き、`![説明](./image.png)` のように書きます。',
};

/**
 * The skeleton starts as a draft: committed unchanged it passes the check and is not published.
 * The editor deletes this line when the post is written.
 */
export const DRAFT_LINE = 'draft: true';

/** What a new post needs: all of it is what the editor chose, checked by newPostProblems. */
export interface NewPost {
  slug: string;
  title: string;
  /** A key of blog/authors.yml. */
  author: string;
  /** A key of blog/tags.yml. */
  tag: string;
  /** The publication day, YYYY-MM-DD. */
  date: string;
}

/** Where a new post goes, from the site's root: the date and slug name its folder. */
export const newPostFile = ({date, slug}: Pick<NewPost, 'date' | 'slug'>): string =>
  `blog/${date}-${slug}/index.md`;

/** The new post's Markdown: front matter the build accepts, and sample sentences to replace. */
export function postSkeleton({slug, title, author, tag}: Omit<NewPost, 'date'>): string {
  return `---
slug: ${JSON.stringify(slug)}
title: ${JSON.stringify(title.trim())}
description: ${JSON.stringify(PLACEHOLDERS.description)}
authors: [${author}]
tags: [${tag}]
${DRAFT_LINE}
---

${PLACEHOLDERS.opening}

<!-- truncate -->

${PLACEHOLDERS.heading}

${PLACEHOLDERS.body}
`;
}

/** What the blog offers a new post, read from its files at build time (plugins/site/editors-page). */
export interface NewPostChoices {
  /** Each slug a post claims, with the file claiming it. */
  takenSlugs: Record<string, string>;
  /** blog/tags.yml in file order. */
  tags: {key: string; label: string}[];
  /** blog/authors.yml in file order. */
  authors: {key: string; name: string}[];
}

/** Why `slug` cannot be a new post's slug, in Japanese; undefined when it can. */
export function slugProblem(
  slug: string,
  takenSlugs: NewPostChoices['takenSlugs'],
): string | undefined {
  if (!SLUG_PATTERN.test(slug)) {
    return `スラッグ「${slug}」は使えません。半角の英小文字・数字・ハイフンだけで書いてください（例: summer-camp-2026）。`;
  }
  const takenBy = Object.hasOwn(takenSlugs, slug) ? takenSlugs[slug] : undefined;
  return takenBy
    ? `スラッグ「${slug}」はすでに ${takenBy} で使われています。別のスラッグを指定してください。`
    : undefined;
}

/** Why `title` cannot be a new post's title as it is, in Japanese; undefined when it can. */
export function titleProblem(title: string): string | undefined {
  const trimmed = title.trim();
  if (trimmed === '' || /[\r\n]/.test(trimmed)) {
    return 'タイトルを 1 行で書いてください（例: 夏休みプログラミング体験会のお知らせ）。';
  }
  if (displayWidth(trimmed) > TITLE_MAX_WIDTH) {
    return `タイトルが長すぎます（全角で約 ${Math.ceil(displayWidth(trimmed))} 文字）。検索結果では全角 ${TITLE_MAX_WIDTH} 文字ほどで切れるので、それ以内に縮めてください。`;
  }
  if (MARKDOWN_IN_TEXT.test(trimmed)) {
    return `タイトルには Markdown の書式（** や \` や [文字](URL) など）が使えず、記号がそのまま表示されます。記号を消して「${withoutMarkdown(trimmed)}」のように文字だけで書いてください。`;
  }
  return undefined;
}

/** Why `date` cannot be a new post's date, in Japanese; undefined when it can. */
export function dateProblem(date: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && parseDate(date)
    ? undefined
    : `公開日「${date}」は日付として読めません。2026-07-04 のように、半角の数字で年-月-日と書いてください。`;
}

/** A GitHub repository and the branch new files go to (a pull request is started from it). */
export interface Repository {
  organization: string;
  project: string;
  branch: string;
}

/**
 * GitHub's new-file screen in `repository`, with the file's path and its text filled in; the
 * editor commits it to a new branch and starts a pull request from there.
 */
export function githubNewFileUrl(
  {organization, project, branch}: Repository,
  file: string,
  text: string,
): string {
  const query = `filename=${encodeURIComponent(file)}&value=${encodeURIComponent(text)}`;
  return `https://github.com/${organization}/${project}/new/${branch}?${query}`;
}
