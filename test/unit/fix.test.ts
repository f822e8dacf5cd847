/**
 * `npm run fix` on a small site made for each case: every fix the content check knows for sure is
 * made, said in Japanese by file and line, and leaves the check passing; photos are shrunk or
 * converted with the lines showing them; nothing is written through a link or outside the site.
 * (content-check.test.ts runs it on each everyday mistake whose every line has a fix.)
 */
import {afterEach, beforeEach, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {copyFile, mkdir, mkdtemp, readFile, rm, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {checkContent} from '../../scripts/editor/content/run-checks';
import {IMAGE_MAX_BYTES} from '../../src/lib/photos';
import {describeFixes, fixPhotos, fixText, photoComment} from '../../scripts/editor/fix';
import {gpsTaggedJpeg} from '../support/photos';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HEIC_PHOTO = path.join(ROOT, 'test/fixtures/iphone-photo.heic');
const NOW = new Date('2026-11-22T03:00:00Z');
const POST = 'blog/2026-07-04-camp/index.md';

const post = (frontMatter: string, body: string) =>
  `---\nslug: camp\n${frontMatter}\nauthors: [teacher]\ntags: [greeting]\n---\n\n書き出しです。\n\n<!-- truncate -->\n\n${body}\n`;

let root: string;

async function write(file: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), {recursive: true});
  await writeFile(path.join(root, file), content);
}

const read = (file: string) => readFile(path.join(root, file), 'utf8');
const errorsLeft = async () => (await checkContent(root, NOW)).findings.filter(({fatal}) => fatal);

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fix-'));
  await write('blog/tags.yml', 'greeting:\n  label: あいさつ\n');
  await write('blog/authors.yml', 'teacher:\n  name: 講師\n');
});

afterEach(() => rm(root, {recursive: true, force: true}));

test('text mistakes are fixed line by line, said in Japanese, and the check passes', async () => {
  await write('blog/2026-07-04-camp/map.png', Buffer.alloc(10));
  await write(
    POST,
    post(
      'title：夏の体験会\ndate: 2026/7/4',
      '##　日程\n\n#### 持ち物\n\n<p><img src="./map.png" alt="教室までの地図"></p>\n\n[はじめに]（/blog/camp）\n\n::: tip\n早めに\n:::',
    ),
  );
  const changes = await fixText(root, NOW);
  assert.equal(
    await read(POST),
    post(
      'title: 夏の体験会\ndate: 2026-07-04',
      '## 日程\n\n### 持ち物\n\n![教室までの地図](./map.png)\n\n[はじめに](/blog/camp)\n\n:::tip\n早めに\n:::',
    ),
  );
  assert.deepEqual(await errorsLeft(), []);
  assert.deepEqual(describeFixes(root, changes, [], []), [
    POST,
    '  3 行目: 「title：夏の体験会」→「title: 夏の体験会」',
    '  4 行目: 「date: 2026/7/4」→「date: 2026-07-04」',
    '  13 行目: 「##　日程」→「## 日程」',
    '  15 行目: 「#### 持ち物」→「### 持ち物」',
    '  17 行目: 「<p><img src="./map.png" alt="教室までの地図"></p>」→「![教室までの地図](./map.png)」',
    '  19 行目: 「[はじめに]（/blog/camp）」→「[はじめに](/blog/camp)」',
    '  21 行目: 「::: tip」→「:::tip」',
    '',
    '✔ 7 か所を直しました。npm run check で、ほかに直すところがないか確かめてください。',
  ]);
});

test('what the check cannot fix for sure is left as written, and named by the check', async () => {
  const unsure = post(
    'title: 記事\ntag: [greeting]',
    '<img src="./map.png">\n\n[こちら](/blog/camp)\n\n:::notes\n持ち物\n:::',
  );
  await write('blog/2026-07-04-camp/map.png', Buffer.alloc(10));
  await write(POST, unsure);
  assert.deepEqual(await fixText(root, NOW), []);
  assert.equal(await read(POST), unsure);
  assert.equal((await errorsLeft()).length, 4);
  assert.deepEqual(describeFixes(root, [], [], []), ['', '自動で直せるところはありませんでした。']);
});

test('each heading level is fixed after the one before it, one line changed once', async () => {
  await write(POST, post('title: 記事', '## 日程\n\n#### 持ち物\n\n###### 服装'));
  assert.deepEqual(
    (await fixText(root, NOW)).map(({line, after}) => [line, after]),
    [
      [14, '### 持ち物'],
      [16, '#### 服装'],
    ],
  );
  assert.deepEqual(await errorsLeft(), []);
});

test('a line in an .mdx file keeps its Windows line ending, and <br> is closed', async () => {
  const file = 'docs/intro/page.mdx';
  await write(file, '---\r\ntitle: ページ\r\n---\r\n\r\n一行目<br>二行目\r\n');
  assert.deepEqual(await fixText(root, NOW), [
    {file, line: 5, before: '一行目<br>二行目', after: '一行目<br />二行目'},
  ]);
  assert.equal(await read(file), '---\r\ntitle: ページ\r\n---\r\n\r\n一行目<br />二行目\r\n');
});

test('photos: an iPhone HEIC becomes a JPEG with its line rewritten (shrinking: --root below)', async () => {
  await write(POST, post('title: 記事', '写真です。\n\n![合宿の様子](./IMG_0001.HEIC)'));
  await copyFile(HEIC_PHOTO, path.join(root, 'blog/2026-07-04-camp/IMG_0001.HEIC'));
  const {photos, failures} = await fixPhotos(root, NOW);
  assert.deepEqual(failures, []);
  assert.deepEqual(
    photos.map(({result, lines}) => [
      path.relative(root, result.output),
      result.after <= IMAGE_MAX_BYTES,
      lines.map(({line, after}) => [line, after]),
    ]),
    [['blog/2026-07-04-camp/IMG_0001.jpg', true, [[14, '![合宿の様子](./IMG_0001.jpg)']]]],
  );
  assert.equal(existsSync(path.join(root, 'blog/2026-07-04-camp/IMG_0001.HEIC')), false);
  assert.deepEqual(await errorsLeft(), []);
  const report = describeFixes(root, [], photos, []);
  assert.match(
    report[0],
    /^blog\/2026-07-04-camp\/IMG_0001\.HEIC を blog\/2026-07-04-camp\/IMG_0001\.jpg に変換しました: \d+ KB → \d+ KB（撮影場所などの情報を消しました）$/,
  );
  assert.equal(
    report[1],
    '  blog/2026-07-04-camp/index.md の 14 行目: 「![合宿の様子](./IMG_0001.HEIC)」→「![合宿の様子](./IMG_0001.jpg)」',
  );
  assert.equal(
    report.at(-1),
    '✔ 1 か所を直しました。npm run check で、ほかに直すところがないか確かめてください。',
  );
});

test('a photo that cannot be made smaller is named and left as it is; the others are still fixed', async () => {
  const broken = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(IMAGE_MAX_BYTES + 10)]);
  await write('blog/2026-07-04-camp/move.png', broken);
  await write(
    'blog/2026-07-04-camp/classroom.jpg',
    await gpsTaggedJpeg({width: 2400, height: 1800}),
  );
  await write(POST, post('title: 記事', '![動き](./move.png)\n\n![教室の様子](./classroom.jpg)'));
  const {photos, failures} = await fixPhotos(root, NOW);
  assert.deepEqual(
    photos.map(({result}) => path.relative(root, result.output)),
    ['blog/2026-07-04-camp/classroom.jpg'],
  );
  assert.deepEqual(failures, [
    'blog/2026-07-04-camp/move.png は画像として読めませんでした。壊れているか、画像ではありません。',
  ]);
  assert.deepEqual(await readFile(path.join(root, 'blog/2026-07-04-camp/move.png')), broken);
});

test('nothing is written through a symbolic link, even where the check finds a fix', async () => {
  const outside = await mkdtemp(path.join(tmpdir(), 'fix-outside-'));
  try {
    const target = path.join(outside, 'index.md');
    const text = post('title：記事', '本文です。');
    await writeFile(target, text);
    await mkdir(path.join(root, 'blog/2026-07-04-camp'), {recursive: true});
    await symlink(target, path.join(root, POST));
    assert.ok((await errorsLeft()).some(({expected}) => expected));
    assert.deepEqual(await fixText(root, NOW), []);
    assert.equal(await readFile(target, 'utf8'), text);
  } finally {
    await rm(outside, {recursive: true, force: true});
  }
});

/** `npm run fix` on the small site, outside GitHub Actions unless `env` says otherwise. */
const runFix = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(
    process.execPath,
    ['--import', 'tsx/esm', 'scripts/editor/fix.ts', '--root', root, ...args],
    {cwd: ROOT, encoding: 'utf8', env: {...process.env, GITHUB_ACTIONS: undefined, ...env}},
  );

/** What `npm run fix --text` says after fixing the title of POST written with a full-width colon. */
const TITLE_FIXED = [
  POST,
  '  3 行目: 「title：記事」→「title: 記事」',
  '',
  '✔ 1 か所を直しました。npm run check で、ほかに直すところがないか確かめてください。',
];

test('npm run fix fixes the site given with --root, and --text leaves its photos', async () => {
  await write(
    'blog/2026-07-04-camp/classroom.jpg',
    await gpsTaggedJpeg({width: 2400, height: 1800}),
  );
  await write(POST, post('title：記事', '![教室の様子](./classroom.jpg)'));
  const text = runFix(['--text']);
  assert.equal(text.status, 0, text.stderr);
  assert.equal(text.stdout, `${TITLE_FIXED.join('\n')}\n`);
  assert.ok((await errorsLeft()).some(({message}) => message.includes('が大きすぎます')));
  const comment = path.join(root, 'comment.md');
  const photos = runFix(['--photos', '--comment', comment]);
  assert.equal(photos.status, 0, photos.stderr);
  assert.match(photos.stdout, /^blog\/2026-07-04-camp\/classroom\.jpg: \d+ KB → \d+ KB/);
  assert.deepEqual(await errorsLeft(), []);
  const said = await readFile(comment, 'utf8');
  assert.match(said, /^## 写真を直して、このブランチにコミットしました/);
  assert.match(
    said,
    /<pre>\nblog\/2026-07-04-camp\/classroom\.jpg: \d+ KB → \d+ KB（撮影場所などの情報を消しました）\n<\/pre>/,
  );
});

test('on GitHub Actions, npm run fix prints the same lines fenced from workflow commands', async () => {
  await write(POST, post('title：記事', '本文です。'));
  const {status, stdout, stderr} = runFix(['--text'], {GITHUB_ACTIONS: 'true'});
  assert.equal(status, 0, stderr);
  const [stop, ...lines] = stdout.trimEnd().split('\n');
  const token = /^::stop-commands::([\w-]{36})$/.exec(stop)?.[1];
  assert.ok(token, stdout);
  assert.deepEqual(lines, [...TITLE_FIXED, `::${token}::`]);
});

test('the pull request comment shows the report as text, tells a fork what to do, and that the original stays in history', () => {
  const report = ['blog/<script>/a.jpg & b: 4096 KB → 300 KB'];
  const same = photoComment(report, {fork: false});
  assert.ok(same.includes('<pre>\nblog/&lt;script&gt;/a.jpg &amp; b: 4096 KB → 300 KB\n</pre>'));
  assert.doesNotMatch(same, /<script>/);
  const fork = photoComment(report, {fork: true});
  assert.match(fork, /^## 写真を直してください\n/);
  assert.match(fork, /フォーク）から作られているため、直した写真を自動でコミットできません/);
  assert.match(fork, /「互換性優先」/);
  for (const comment of [same, fork]) {
    assert.match(
      comment,
      /直す前の写真は、このプルリクエストの履歴に残っています。撮影場所（GPS）が記録された写真なら、リポジトリの管理者に知らせてください。/,
    );
  }
});
