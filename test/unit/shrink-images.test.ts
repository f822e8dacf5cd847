import {afterEach, beforeEach, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {copyFile, mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import {IMAGE_MAX_BYTES} from '../../src/lib/photos';
import {describeResult, shrinkFile, ShrinkError} from '../../scripts/editor/shrink-images';
import {CAMERA, gpsTaggedJpeg} from '../support/photos';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HEIC_PHOTO = path.join(ROOT, 'test/fixtures/iphone-photo.heic');
let root: string;
let postDir: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'shrink-images-'));
  postDir = path.join(root, 'blog/2026-07-04-summer-camp');
  await mkdir(postDir, {recursive: true});
});

afterEach(() => rm(root, {recursive: true, force: true}));

/** Every tag of `file` that tells where it was taken or which camera took it. */
async function revealingTags(file: string): Promise<string[]> {
  const tags = ((await exifr.parse(file, {xmp: true, iptc: true})) ?? {}) as object;
  const serial = (await readFile(file)).includes(CAMERA.bodySerial) ? ['the serial bytes'] : [];
  return [
    ...Object.keys(tags).filter((tag) => /gps|serial|latitude|longitude/i.test(tag)),
    ...serial,
  ];
}

test('the sample photos carry a GPS position and camera serials, as a phone writes them', async () => {
  const photo = path.join(postDir, 'classroom.jpg');
  await writeFile(photo, await gpsTaggedJpeg({width: 320, height: 240}));
  assert.deepEqual(await exifr.gps(photo), {
    latitude: CAMERA.latitude,
    longitude: CAMERA.longitude,
  });
  assert.ok((await revealingTags(photo)).includes('SerialNumber'));
  // exifr cannot read the EXIF block of a HEIC file; its bytes are there all the same.
  assert.ok((await readFile(HEIC_PHOTO)).includes(CAMERA.bodySerial));
});

test('a phone photo over the limit keeps its name, comes out under it upright and without location', async () => {
  const photo = path.join(postDir, 'classroom.jpg');
  await writeFile(photo, await gpsTaggedJpeg({width: 2400, height: 1800}));
  const result = await shrinkFile(photo, root);
  assert.ok(result.before > IMAGE_MAX_BYTES, `the sample photo is ${result.before} bytes`);
  assert.equal(result.output, photo);
  assert.ok(result.after <= IMAGE_MAX_BYTES, `${result.after} bytes`);
  const {format, width, height, orientation, icc} = await sharp(photo).metadata();
  // Held upright: the 2400 × 1800 sensor image turned a quarter, then scaled to 1600 wide.
  assert.deepEqual([format, width, height, orientation ?? 1], ['jpeg', 1600, 2133, 1]);
  assert.ok(icc, 'the colour profile is kept');
  assert.deepEqual(await revealingTags(photo), []);
  assert.match(
    describeResult(result, root),
    /^blog\/2026-07-04-summer-camp\/classroom\.jpg: \d+ KB → \d+ KB（撮影場所などの情報を消しました）$/,
  );
});

test('a small photo keeps its name and loses its location too', async () => {
  const photo = path.join(postDir, 'small.jpg');
  await writeFile(photo, await gpsTaggedJpeg({width: 320, height: 240}));
  const result = await shrinkFile(photo, root);
  assert.equal(result.output, photo);
  assert.deepEqual(await revealingTags(photo), []);
});

test('an iPhone HEIC photo becomes a JPEG under a new name, and the Markdown line to change is named', async () => {
  const photo = path.join(postDir, 'iphone-photo.heic');
  await copyFile(HEIC_PHOTO, photo);
  await writeFile(
    path.join(postDir, 'index.md'),
    '---\ntitle: 夏合宿\n---\n\n![合宿の様子](./iphone-photo.heic)\n',
  );
  const result = await shrinkFile(photo, root);
  const jpeg = path.join(postDir, 'iphone-photo.jpg');
  assert.equal(result.output, jpeg);
  assert.equal(existsSync(photo), false, 'the HEIC file is removed once the JPEG is checked');
  const {format, width, height} = await sharp(jpeg).metadata();
  assert.deepEqual([format, width, height], ['jpeg', 160, 120]);
  assert.deepEqual(await revealingTags(jpeg), []);
  assert.equal(
    describeResult(result, root).split('\n')[1],
    '  blog/2026-07-04-summer-camp/index.md の 5 行目の「./iphone-photo.heic」を「./iphone-photo.jpg」に書き換えてください。',
  );
});

test('bytes of one format under another format’s name are written under their own name', async () => {
  const misnamed = path.join(postDir, 'diagram.jpg');
  await writeFile(
    misnamed,
    await sharp({create: {width: 64, height: 64, channels: 3, background: '#fff'}})
      .png()
      .toBuffer(),
  );
  const result = await shrinkFile(misnamed, root);
  assert.equal(result.output, path.join(postDir, 'diagram.png'));
  assert.equal((await sharp(result.output).metadata()).format, 'png');
  assert.equal(existsSync(misnamed), false);
  assert.match(
    describeResult(result, root),
    /本文では、画像のファイル名を diagram\.png と書いてください。/,
  );
});

test('GIF, SVG and files that are no image are refused in Japanese and left as they were', async () => {
  const gif = path.join(postDir, 'anime.gif');
  await writeFile(
    gif,
    await sharp({create: {width: 8, height: 8, channels: 3, background: '#f00'}})
      .gif()
      .toBuffer(),
  );
  const svg = path.join(postDir, 'logo.svg');
  await writeFile(svg, '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
  const text = path.join(postDir, 'notes.jpg');
  await writeFile(text, 'これは画像ではありません');
  for (const [file, message] of [
    [gif, /GIF は小さくできません。/],
    [svg, /SVG は図形のデータなので/],
    [text, /画像として読めませんでした/],
    [path.join(postDir, 'missing.jpg'), /見つかりません/],
  ] as const) {
    const before = existsSync(file) ? await readFile(file) : undefined;
    await assert.rejects(shrinkFile(file, root), (error: unknown) => {
      assert.ok(error instanceof ShrinkError);
      assert.match(error.message, message);
      return true;
    });
    assert.deepEqual(existsSync(file) ? await readFile(file) : undefined, before);
  }
});

test('a conversion that would overwrite another file is refused, keeping both', async () => {
  const heic = path.join(postDir, 'photo.heic');
  const jpeg = path.join(postDir, 'photo.jpg');
  await copyFile(HEIC_PHOTO, heic);
  await writeFile(jpeg, 'another photo');
  await assert.rejects(shrinkFile(heic, root), /photo\.jpg がすでにあります/);
  assert.equal(await readFile(jpeg, 'utf8'), 'another photo');
  assert.ok(existsSync(heic));
});

test('the command explains itself in Japanese, without a stack trace', () => {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx/esm', path.join(ROOT, 'scripts/editor/shrink-images.ts')],
    {cwd: ROOT, encoding: 'utf8'},
  );
  assert.equal(run.status, 1);
  assert.equal(
    run.stderr.trim(),
    '使い方: npm run images:shrink -- blog/2026-07-04-summer-camp/photo.jpg',
  );
});
