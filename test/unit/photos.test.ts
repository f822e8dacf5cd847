/**
 * The names and lines the editors' photo page gives a photo (src/lib/photos.ts): a post showing
 * photos saved under them passes the content check, whatever the phone called them; the upload
 * screen's address keeps to the branch and folder typed.
 */
import {afterEach, beforeEach, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {checkContent} from '../../scripts/editor/content/run-checks';
import {
  branchOf,
  githubUploadUrl,
  markdownImageLine,
  photoFileName,
  postFolderOf,
} from '../../src/lib/photos';

const DATE = new Date(2026, 6, 4, 12);
const FOLDER = 'blog/2026-07-04-sports-day';
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'photos-'));
  await mkdir(path.join(root, FOLDER), {recursive: true});
  await writeFile(path.join(root, 'blog/authors.yml'), 'teacher:\n  name: 講師\n');
  await writeFile(path.join(root, 'blog/tags.yml'), 'news:\n  label: お知らせ\n');
});

afterEach(() => rm(root, {recursive: true, force: true}));

/** Names for `originals` chosen together, as the page names one batch. */
function namesOf(originals: string[]): string[] {
  const taken = new Set<string>();
  return originals.map((original, index) => {
    const name = photoFileName(original, index, taken);
    taken.add(name);
    return name;
  });
}

test('photos saved under the page’s names and shown by its lines pass the content check', async () => {
  const names = namesOf(['IMG 0001.HEIC', '運動会.jpg', 'IMG_0001.heic', 'Photo (2).PNG']);
  assert.deepEqual(names, ['img-0001.jpg', 'photo-2.jpg', 'img-0001-2.jpg', 'photo-2-2.jpg']);
  const photo = await sharp({
    create: {width: 32, height: 24, channels: 3, background: '#6a8caf'},
  })
    .jpeg()
    .toBuffer();
  for (const name of names) await writeFile(path.join(root, FOLDER, name), photo);
  const lines = names.map((name) => markdownImageLine(name).replace('説明', '運動会で走る様子'));
  await writeFile(
    path.join(root, FOLDER, 'index.md'),
    [
      '---',
      'slug: sports-day',
      'title: 運動会の写真',
      'description: 教室の運動会の様子をお伝えします。',
      'authors: [teacher]',
      'tags: [news]',
      '---',
      '',
      '教室の運動会を開きました。',
      '',
      '<!-- truncate -->',
      '',
      '## 当日の様子 {#the-day}',
      '',
      ...lines.flatMap((line) => [line, '']),
    ].join('\n'),
  );
  const errors = (await checkContent(root, DATE)).findings.filter(({fatal}) => fatal);
  assert.deepEqual(
    errors.map(({file, line, message}) => `${file}:${line} ${message}`),
    [],
  );
});

test('the upload screen is the typed folder on the typed branch; an address is no branch', () => {
  const repository = {organization: 'school', project: 'site'};
  assert.equal(branchOf('https://github.com/school/site/pull/12'), undefined);
  assert.equal(branchOf(' post-summer-camp '), 'post-summer-camp');
  assert.equal(postFolderOf('blog/../docs'), undefined);
  const folder = postFolderOf(`${FOLDER}/index.md`);
  assert.equal(folder, FOLDER);
  assert.equal(
    githubUploadUrl(repository, 'editor/post#1', FOLDER),
    `https://github.com/school/site/upload/editor/post%231/${FOLDER}`,
  );
});
