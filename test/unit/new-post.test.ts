/**
 * The new post's skeleton, as `npm run new:post` writes it and the editors' page opens it on
 * GitHub (src/lib/blogPost.ts): committed unchanged it passes the content check and is not
 * published; the slug and title rules refuse what the check would.
 */
import {afterEach, beforeEach, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parse} from 'yaml';
import {newPostChoices} from '../../lib/contentFiles';
import {checkContent} from '../../scripts/editor/content/run-checks';
import {createPost, NewPostError} from '../../scripts/editor/new-post';
import {copySite} from '../../lib/siteCopy';
import {
  newPostFile,
  PLACEHOLDERS,
  postSkeleton,
  slugProblem,
  titleProblem,
} from '../../src/lib/blogPost';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATE = new Date(2026, 6, 4, 23, 30); // 4 July 2026, late evening local time
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'new-post-'));
  const blog = (file: string) => path.join(root, 'blog', file);
  await mkdir(blog('2023-04-01-welcome'), {recursive: true});
  await writeFile(blog('authors.yml'), 'teacher:\n  name: 講師\nguest:\n  name: ゲスト\n');
  await writeFile(blog('tags.yml'), 'greeting:\n  label: あいさつ\nnews:\n  label: お知らせ\n');
  await writeFile(
    blog('2023-04-01-welcome/index.md'),
    '---\nslug: welcome\ntitle: ようこそ\n---\n\n本文\n',
  );
  await writeFile(blog('2024-01-01-plain-file.md'), '---\ntitle: 題\n---\n\n本文\n');
  await writeFile(
    blog('2024-02-01-renamed.md'),
    '---\nslug: /summer-camp\ntitle: 題\n---\n\n本文\n',
  );
});

afterEach(() => rm(root, {recursive: true, force: true}));

const frontMatterOf = (markdown: string): unknown =>
  parse(/^---\n([\s\S]*?)\n---\n/.exec(markdown)?.[1] ?? '');

test('creates a dated folder with a draft: valid front matter, an opening paragraph and the truncate marker', async () => {
  const title = '夏休み: 親子プログラミング "特別" 講座';
  const file = await createPost({root, slug: 'summer-2026', title, date: DATE});
  assert.equal(file, path.join(root, 'blog/2026-07-04-summer-2026/index.md'));

  const markdown = await readFile(file, 'utf8');
  assert.deepEqual(frontMatterOf(markdown), {
    slug: 'summer-2026',
    title,
    description: PLACEHOLDERS.description,
    authors: ['teacher'],
    tags: ['greeting'],
    draft: true,
  });
  const [opening, body] = markdown.replace(/^---[\s\S]*?---\n/, '').split('<!-- truncate -->');
  assert.equal(opening.trim(), PLACEHOLDERS.opening);
  assert.equal(body.trim(), `${PLACEHOLDERS.heading}\n\n${PLACEHOLDERS.body}`);
});

test('the skeleton committed unchanged passes the content check, as a draft, saying what to replace', async () => {
  const site = await copySite();
  try {
    const {tags, authors, takenSlugs} = newPostChoices(site.dir);
    const post = {slug: 'new-post-unchanged', title: '新しい記事', date: '2026-07-04'};
    assert.equal(slugProblem(post.slug, takenSlugs), undefined);
    for (const {key: tag} of tags) {
      for (const {key: author} of authors) {
        const file = newPostFile(post);
        await mkdir(path.join(site.dir, path.dirname(file)), {recursive: true});
        await writeFile(path.join(site.dir, file), postSkeleton({...post, tag, author}));
        const findings = (await checkContent(site.dir, DATE)).findings.filter(
          (finding) => finding.file === file || finding.fatal,
        );
        assert.deepEqual(
          findings.map(({line, fatal, message}) => [
            line,
            fatal ? 'error' : 'notice',
            message.slice(0, 12),
          ]),
          [
            [4, 'notice', 'ひな形の文章「記事の内容'],
            [10, 'notice', 'ひな形の文章「ここに書き'],
            [14, 'notice', 'ひな形の文章「最初の見出'],
            [16, 'notice', 'ひな形の文章「ここに本文'],
            [7, 'notice', '下書き（draft: t'],
          ],
          `${tag} ${author}: ${JSON.stringify(findings, null, 2)}`,
        );
      }
    }
  } finally {
    await site.remove();
  }
});

test('the chosen tag goes into the front matter; a tag not in tags.yml is refused, listing them', async () => {
  const file = await createPost({
    root,
    slug: 'news-post',
    title: 'お知らせ',
    date: DATE,
    tag: 'news',
  });
  assert.deepEqual((frontMatterOf(await readFile(file, 'utf8')) as {tags: unknown}).tags, ['news']);
  await assert.rejects(
    createPost({root, slug: 'event', title: 'イベント', date: DATE, tag: 'event'}),
    (error: Error) =>
      error instanceof NewPostError &&
      error.message.startsWith(
        'タグ「event」は blog/tags.yml にありません。登録済みのタグ: greeting（あいさつ）、news（お知らせ）。',
      ),
  );
});

test('a slug made only of digits stays a string in the front matter', async () => {
  const file = await createPost({root, slug: '2026', title: '新年のごあいさつ', date: DATE});
  assert.equal((frontMatterOf(await readFile(file, 'utf8')) as {slug: unknown}).slug, '2026');
});

test('slugs other than lowercase ASCII letters, digits and single hyphens are refused', async () => {
  for (const slug of ['Summer', 'summer_camp', 'summer camp', '-camp', 'camp-', 'a--b', '夏', '']) {
    await assert.rejects(
      createPost({root, slug, title: 'タイトル', date: DATE}),
      (error: Error) =>
        error instanceof NewPostError && /スラッグ「.*」は使えません/.test(error.message),
      slug,
    );
  }
});

test('a title the check would refuse is refused: empty, several lines, too long, Markdown', async () => {
  const cases: [string, RegExp][] = [
    ['  ', /^タイトルを 1 行で/],
    ['一行目\n二行目', /^タイトルを 1 行で/],
    ['あ'.repeat(33), /^タイトルが長すぎます（全角で約 33 文字）/],
    ['**重要** 休講のお知らせ', /「重要 休講のお知らせ」のように文字だけで書いてください。$/],
  ];
  for (const [title, says] of cases) {
    assert.match(titleProblem(title) ?? '', says, title);
    await assert.rejects(
      createPost({root, slug: 'ok', title, date: DATE}),
      (error: Error) => error instanceof NewPostError && says.test(error.message),
    );
  }
  assert.equal(titleProblem('あ'.repeat(32)), undefined);
});

test('a slug already claimed by any post is refused, naming that post, and nothing is written', async () => {
  const cases = {
    welcome: 'blog/2023-04-01-welcome/index.md', // front matter slug
    'plain-file': 'blog/2024-01-01-plain-file.md', // slug taken from the file name
    'summer-camp': 'blog/2024-02-01-renamed.md', // front matter slug with a leading slash
  };
  const before = await readdir(root, {recursive: true});
  for (const [slug, takenBy] of Object.entries(cases)) {
    await assert.rejects(
      createPost({root, slug, title: 'タイトル', date: DATE}),
      (error: Error) =>
        error instanceof NewPostError &&
        error.message ===
          `スラッグ「${slug}」はすでに ${takenBy} で使われています。別のスラッグを指定してください。`,
    );
  }
  assert.deepEqual(await readdir(root, {recursive: true}), before);
});

test('the command explains its usage, and lists the tags of the site, with a non-zero exit', () => {
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

  // No silent default tag: without --tag and nobody to ask, it lists the site's tags to choose from.
  // (A refusal of createPost, such as a claimed slug, leaves the same way: tested above.)
  const withoutTag = run('new-slug-for-test', 'タイトル');
  assert.equal(withoutTag.status, 1);
  assert.match(withoutTag.stderr, /タグを --tag で指定してください。登録済みのタグ: \S+（/);
});
