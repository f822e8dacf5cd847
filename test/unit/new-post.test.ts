import {afterEach, beforeEach, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {load} from 'js-yaml';
import {createPost, formatDate, NewPostError} from '../../scripts/editor/new-post';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATE = new Date(2026, 6, 4, 23, 30); // 4 July 2026, late evening local time
let blogDir: string;

beforeEach(async () => {
  blogDir = path.join(await mkdtemp(path.join(tmpdir(), 'new-post-')), 'blog');
  await mkdir(path.join(blogDir, '2023-04-01-welcome'), {recursive: true});
  await writeFile(
    path.join(blogDir, 'authors.yml'),
    'teacher:\n  name: 講師\nguest:\n  name: ゲスト\n',
  );
  await writeFile(
    path.join(blogDir, 'tags.yml'),
    'greeting:\n  label: あいさつ\nnews:\n  label: お知らせ\n',
  );
  await writeFile(
    path.join(blogDir, '2023-04-01-welcome/index.md'),
    '---\nslug: welcome\ntitle: ようこそ\n---\n\n本文\n',
  );
  await writeFile(path.join(blogDir, '2024-01-01-plain-file.md'), '---\ntitle: 題\n---\n\n本文\n');
  await writeFile(
    path.join(blogDir, '2024-02-01-renamed.md'),
    '---\nslug: /summer-camp\ntitle: 題\n---\n\n本文\n',
  );
});

afterEach(() => rm(path.dirname(blogDir), {recursive: true, force: true}));

const frontMatterOf = (markdown: string) =>
  load(/^---\n([\s\S]*?)\n---\n/.exec(markdown)?.[1] ?? '');

test('formatDate uses the local calendar day', () => {
  assert.equal(formatDate(DATE), '2026-07-04');
  assert.equal(formatDate(new Date(2027, 0, 9)), '2027-01-09');
});

test('creates a dated folder with valid front matter, an opening paragraph and the truncate marker', async () => {
  const title = '夏休み: 親子プログラミング "特別" 講座';
  const file = await createPost({blogDir, slug: 'summer-2026', title, date: DATE});
  assert.equal(file, path.join(blogDir, '2026-07-04-summer-2026/index.md'));

  const markdown = await readFile(file, 'utf8');
  assert.deepEqual(frontMatterOf(markdown), {
    slug: 'summer-2026',
    title,
    description: '記事の内容を一文で紹介します。検索結果や SNS のカードに表示されます。',
    authors: ['teacher'],
    tags: ['greeting'],
  });
  const [opening, body] = markdown.replace(/^---[\s\S]*?---\n/, '').split('<!-- truncate -->');
  assert.match(opening.trim(), /^ここに書き出しの段落を書きます。/);
  assert.match(body, /\n## 最初の見出し \{#first-section\}\n\nここに本文を書きます。/);
});

test('the chosen tag goes into the front matter; a tag not in tags.yml is refused, listing them', async () => {
  const file = await createPost({
    blogDir,
    slug: 'news-post',
    title: 'お知らせ',
    date: DATE,
    tag: 'news',
  });
  assert.deepEqual((frontMatterOf(await readFile(file, 'utf8')) as {tags: unknown}).tags, ['news']);
  await assert.rejects(
    createPost({blogDir, slug: 'event', title: 'イベント', date: DATE, tag: 'event'}),
    (error: Error) =>
      error instanceof NewPostError &&
      error.message.startsWith(
        'タグ「event」は blog/tags.yml にありません。登録済みのタグ: greeting（あいさつ）、news（お知らせ）。',
      ),
  );
});

test('a slug made only of digits stays a string in the front matter', async () => {
  const file = await createPost({blogDir, slug: '2026', title: '新年のごあいさつ', date: DATE});
  assert.equal((frontMatterOf(await readFile(file, 'utf8')) as {slug: unknown}).slug, '2026');
});

test('slugs other than lowercase ASCII letters, digits and single hyphens are refused', async () => {
  for (const slug of ['Summer', 'summer_camp', 'summer camp', '-camp', 'camp-', 'a--b', '夏', '']) {
    await assert.rejects(
      createPost({blogDir, slug, title: 'タイトル', date: DATE}),
      (error: Error) =>
        error instanceof NewPostError && /スラッグ「.*」は使えません/.test(error.message),
      slug,
    );
  }
});

test('an empty or multi-line title is refused', async () => {
  for (const title of ['  ', '一行目\n二行目']) {
    await assert.rejects(createPost({blogDir, slug: 'ok', title, date: DATE}), /タイトルを 1 行で/);
  }
});

test('a slug already used by any post is refused, naming that post, and nothing is written', async () => {
  const cases = {
    welcome: 'blog/2023-04-01-welcome/index.md', // front matter slug
    'plain-file': 'blog/2024-01-01-plain-file.md', // slug taken from the file name
    'summer-camp': 'blog/2024-02-01-renamed.md', // front matter slug with a leading slash
  };
  const before = await readdir(blogDir, {recursive: true});
  for (const [slug, takenBy] of Object.entries(cases)) {
    await assert.rejects(
      createPost({blogDir, slug, title: 'タイトル', date: DATE}),
      (error: Error) =>
        error instanceof NewPostError &&
        error.message ===
          `スラッグ「${slug}」はすでに ${takenBy} で使われています。別のスラッグを指定してください。`,
    );
  }
  assert.deepEqual(await readdir(blogDir, {recursive: true}), before);
});

test('the command explains its usage and refuses an existing slug with a non-zero exit', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx/esm', 'scripts/editor/new-post.ts', ...args], {
      cwd: ROOT,
      encoding: 'utf8',
    });
  const withoutArguments = run();
  assert.equal(withoutArguments.status, 1);
  assert.match(
    withoutArguments.stderr,
    /使い方: npm run new:post -- <スラッグ> "<タイトル>" --tag <タグ>/,
  );

  // No silent default tag: without --tag and nobody to ask, it lists the tags to choose from.
  const withoutTag = run('new-slug-for-test', 'タイトル');
  assert.equal(withoutTag.status, 1);
  assert.match(withoutTag.stderr, /タグを --tag で指定してください。登録済みのタグ: \S+（/);

  const existing = run('welcome', 'ようこそ', '--tag', 'greeting');
  assert.equal(existing.status, 1);
  assert.match(
    existing.stderr,
    /スラッグ「welcome」はすでに blog\/2023-04-01-welcome\/index\.md で使われています/,
  );
});
