/**
 * The editors' pages as a new editor uses them, on a phone and on a desktop. The new-post page
 * (/editors/new-post): the form filled in opens GitHub's new-file screen with the path and the
 * skeleton `npm run new:post` writes (test/unit/new-post.test.ts proves that skeleton passes the
 * content check unchanged); a slug a post of the build claims is refused as it is typed. The
 * photo page (/editors/photos): a phone's photo with its location, and an iPhone's HEIC, come
 * out small JPEGs without it, and the upload screen's link names the branch and folder typed. What every page keeps
 * (WCAG, budgets, targets, the phone bar) page-visits.spec.ts checks on these pages too.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Page} from '@playwright/test';
import exifr from 'exifr';
import sharp from 'sharp';
import {newPostChoices} from '../../lib/contentFiles';
import {EDITORS_PAGE_PATH, PHOTOS_PAGE_PATH} from '../../plugins/site/editors-page';
import {school} from '../../src/data/school';
import {newPostFile, postSkeleton} from '../../src/lib/blogPost';
import {IMAGE_MAX_BYTES, PHOTO_MAX_SIDE} from '../../src/lib/photos';
import {wcagViolations} from '../support/axe';
import {CAMERA, gpsTaggedJpeg} from '../support/photos';
import {TEST_SITE_DIR} from '../support/testSite';
import {test, expect, ANALYTICS_REQUEST, PHONE, waitForHydration} from './fixtures';

const ADDRESS = `/${EDITORS_PAGE_PATH}`;
/** What the build offers a new post: read from the files it was built from. */
const CHOICES = newPostChoices(TEST_SITE_DIR);
const [TAKEN_SLUG, TAKEN_BY] = Object.entries(CHOICES.takenSlugs)[0];
const NEW_FILE_SCREEN = `https://github.com/${school.githubOrganization}/${school.githubProject}/new/main`;
const WIDTHS = [PHONE.width, 1280];

/** Stands in for GitHub: the test sees where the page sends the editor, nothing leaves the machine. */
async function stubGitHub(page: Page): Promise<void> {
  await page.route(
    (url) => url.href.startsWith(NEW_FILE_SCREEN),
    (route) => route.fulfill({contentType: 'text/html', body: '<title>GitHub</title>'}),
  );
}

async function openAt(page: Page, width: number): Promise<void> {
  await page.setViewportSize({width, height: PHONE.height});
  await page.goto(ADDRESS);
  await waitForHydration(page);
}

test('filled in, the form opens GitHub with the post’s path and the new:post skeleton', async ({
  page,
}) => {
  await stubGitHub(page);
  for (const width of WIDTHS) {
    await openAt(page, width);
    const slug = `editor-page-${width}`;
    const title = `${width} px で書いた「記事」: テスト`;
    await page.getByLabel('タイトル', {exact: true}).fill(title);
    await page.getByLabel(/^スラッグ/).fill(slug);
    const [tag, author] = [CHOICES.tags.at(-1), CHOICES.authors.at(-1)];
    await page.getByLabel('タグ', {exact: true}).selectOption(tag?.key ?? '');
    await page.getByLabel('著者', {exact: true}).selectOption(author?.key ?? '');
    const date = await page.getByLabel('公開日', {exact: true}).inputValue();
    expect(date, 'today, as the browser counts it').toBe(
      await page.evaluate(() => new Date().toLocaleDateString('sv-SE')),
    );
    const file = newPostFile({date, slug});
    await expect(page.getByText(`作るファイル: ${file}`)).toBeVisible();

    await page.getByRole('button', {name: 'GitHub で記事のファイルを作る'}).click();
    await page.waitForURL((url) => url.href.startsWith(NEW_FILE_SCREEN));
    const query = new URL(page.url()).searchParams;
    expect(query.get('filename'), `${width} px`).toBe(file);
    expect(query.get('value'), `${width} px`).toBe(
      postSkeleton({slug, title, tag: tag?.key ?? '', author: author?.key ?? ''}),
    );
  }
});

test('a slug a post already claims is refused as it is typed, and GitHub is not opened', async ({
  page,
}) => {
  const opened: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://github.com/')) opened.push(request.url());
  });
  for (const width of WIDTHS) {
    await openAt(page, width);
    await page.getByLabel('タイトル', {exact: true}).fill('重なるスラッグの記事');
    const slugField = page.getByLabel(/^スラッグ/);
    await slugField.fill(TAKEN_SLUG);
    const refusal = page.getByText(
      `スラッグ「${TAKEN_SLUG}」はすでに ${TAKEN_BY} で使われています。別のスラッグを指定してください。`,
    );
    await expect(refusal, `${width} px`).toBeVisible();
    await expect(slugField).toHaveAttribute('aria-invalid', 'true');
    // A screen reader reads the refusal with the field.
    const describedBy = (await slugField.getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await refusal.getAttribute('id'));

    await page.getByLabel('タグ', {exact: true}).selectOption(CHOICES.tags[0].key);
    await page.getByRole('button', {name: 'GitHub で記事のファイルを作る'}).click();
    await expect(slugField, 'sending the form goes back to the slug').toBeFocused();
    await expect(page).toHaveURL(ADDRESS);
  }
  expect(opened).toEqual([]);
});

async function openPhotoPage(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.goto(`/${PHOTOS_PAGE_PATH}`);
  await waitForHydration(page);
}

/** The photo the page offers as `name`, as the editor saves it. */
async function savePhoto(page: Page, name: string): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByRole('link', {name: `${name} を保存`}).click();
  return readFile(await (await download).path());
}

/** Every EXIF, XMP and IPTC tag of `photo` (GPS, camera serials…), or undefined for none. */
const metadataOf = (photo: Buffer) => exifr.parse(photo, {xmp: true, iptc: true, icc: false});

test('a 12-megapixel phone photo with its location comes out a JPEG under the limit without it', async ({
  page,
  baseURL,
}) => {
  test.slow(true, 'the browser shrinks a 12-megapixel photo');
  const photo = await gpsTaggedJpeg({width: 4032, height: 3024});
  expect((await exifr.gps(photo)).latitude, 'the photo tells where it was taken').toBeCloseTo(
    CAMERA.latitude,
  );
  // Nothing but analytics leaves the machine: the photo is prepared in the page, and no library
  // comes from another host.
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const {protocol, origin} = new URL(request.url());
    if (
      /^https?:$/.test(protocol) &&
      origin !== new URL(String(baseURL)).origin &&
      !ANALYTICS_REQUEST.test(request.url())
    ) {
      elsewhere.push(request.url());
    }
  });
  await openPhotoPage(page);
  await page.getByLabel('写真（いくつでも選べます）').setInputFiles([
    {name: 'IMG 0001.JPG', mimeType: 'image/jpeg', buffer: photo},
    {name: 'memo.txt', mimeType: 'text/plain', buffer: Buffer.from('メモ')},
  ]);
  await expect(page.getByText('2 枚のうち 1 枚を整えました。')).toBeVisible({timeout: 60_000});
  await expect(page.getByText('memo.txt: 写真のファイルではありません。')).toBeVisible();
  await expect(page.locator('pre code')).toHaveText('![説明](./img-0001.jpg)');
  const saved = await savePhoto(page, 'img-0001.jpg');

  expect(saved.length, 'bytes saved').toBeLessThanOrEqual(IMAGE_MAX_BYTES);
  expect(await metadataOf(saved), 'metadata').toBeUndefined();
  expect(saved.includes(CAMERA.bodySerial), 'camera serial bytes').toBe(false);
  const {format, width, height} = await sharp(saved).metadata();
  expect(format).toBe('jpeg');
  expect(height, 'upright, as the phone was held').toBeGreaterThan(width);
  expect(height).toBeLessThanOrEqual(PHOTO_MAX_SIDE);

  await page
    .getByLabel('ブランチ名')
    .fill(`https://github.com/${school.githubOrganization}/x/pull/1`);
  await expect(
    page.getByText('ブランチ名として使えない文字があります。', {exact: false}),
  ).toBeVisible();
  await page.getByLabel('ブランチ名').fill('post-summer-camp');
  await page.getByLabel('記事のフォルダー').fill('blog/2026-07-04-summer-camp/index.md');
  await expect(page.getByRole('link', {name: 'GitHub のアップロード画面を開く'})).toHaveAttribute(
    'href',
    `https://github.com/${school.githubOrganization}/${school.githubProject}/upload/post-summer-camp/blog/2026-07-04-summer-camp`,
  );
  expect(elsewhere, 'requests to other hosts').toEqual([]);

  // Filled in, with a photo, its lines and a refusal shown: page-visits.spec.ts sees the page empty.
  await page.getByLabel('ブランチ名').fill('https://github.com/');
  for (const width of WIDTHS) {
    await page.setViewportSize({width, height: PHONE.height});
    expect(await wcagViolations(page), `WCAG 2.2 AA at ${width} px, light`).toEqual([]);
  }
  await page.getByRole('button', {name: /モード/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await wcagViolations(page), 'WCAG 2.2 AA, dark').toEqual([]);
});

test('an iPhone photo (HEIC) comes out a JPEG without its metadata, converted in the page', async ({
  page,
}) => {
  // The repository's iPhone photo, with GPS position and camera serials (publish-safely.test.ts).
  const heic = await readFile(path.resolve(import.meta.dirname, '../fixtures/iphone-photo.heic'));
  await openPhotoPage(page);
  await page
    .getByLabel('写真（いくつでも選べます）')
    .setInputFiles({name: 'IMG_0002.HEIC', mimeType: 'image/heic', buffer: heic});
  await expect(page.getByText('1 枚のうち 1 枚を整えました。')).toBeVisible({timeout: 60_000});
  await expect(page.locator('pre code')).toHaveText('![説明](./img-0002.jpg)');
  const saved = await savePhoto(page, 'img-0002.jpg');
  expect((await sharp(saved).metadata()).format).toBe('jpeg');
  expect(await metadataOf(saved), 'metadata').toBeUndefined();
  expect(saved.includes(CAMERA.bodySerial), 'camera serial bytes').toBe(false);
});
