import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import {load} from 'js-yaml';
import {DomUtils, parseDocument} from 'htmlparser2';
import type {Page} from '@playwright/test';
import {test, expect, BUILD_DIR, SITE_DIR, waitForHydration} from './fixtures';
import {publishedPosts} from '../support/blogPosts';
import {CAMERA, UPRIGHT_PHONE} from '../support/photos';
import {HOSTILE_TITLE, PHOTO_ALTS, PHOTO_POST_TITLE} from '../support/testSite';
import {RASTER_IMAGE} from '../../plugins/lib/inlinedImages';

const builtFiles = readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'});

const routeOf = (title: string) => {
  const post = publishedPosts(SITE_DIR).find((candidate) => candidate.title === title);
  if (!post) throw new Error(`the test build has no post titled ${title}`);
  return post.route;
};

/** What the published bytes of an image tell about where and with which camera it was taken. */
async function revealingTags(image: Buffer): Promise<string[]> {
  const tags = ((await exifr.parse(image, {xmp: true, iptc: true})) ?? {}) as object;
  return [
    ...Object.keys(tags).filter((tag) => /gps|serial|latitude|longitude/i.test(tag)),
    ...[CAMERA.bodySerial, CAMERA.lensSerial].filter((serial) => image.includes(serial)),
  ];
}

test.describe('a post titled with HTML', () => {
  /** Visits `path`, failing on any dialog, and returns whether the title's handler ran. */
  async function visit(page: Page, route: string) {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(route);
    await waitForHydration(page);
    expect(dialogs, 'dialogs opened').toEqual([]);
    expect(await page.evaluate(() => 'hostileTitleRan' in window)).toBe(false);
    await expect(page.locator('img[onerror]')).toHaveCount(0);
  }

  const post = publishedPosts(SITE_DIR).find(({title}) => title === HOSTILE_TITLE);
  const tags = load(readFileSync(path.join(SITE_DIR, 'blog/tags.yml'), 'utf8')) as Record<
    string,
    {permalink: string}
  >;
  const pages = {
    'the post': post?.route ?? '',
    'the blog list': '/blog',
    'its tag page': `/blog/tags${tags[post?.tags[0] ?? '']?.permalink ?? ''}`,
  };

  for (const [name, route] of Object.entries(pages)) {
    test(`runs no script on ${name} and shows its title as text`, async ({page}) => {
      await visit(page, route);
      await expect(
        page.getByRole('link', {name: HOSTILE_TITLE, exact: true}).first(),
      ).toBeVisible();
      if (route === pages['the post']) {
        await expect(page.getByRole('heading', {level: 1})).toHaveText(HOSTILE_TITLE);
        expect((await page.title()).startsWith(HOSTILE_TITLE)).toBe(true);
      }
    });
  }
});

test('every JSON-LD block of every built page parses and holds no raw "<", ">" or "&"', () => {
  const pages = builtFiles.filter((file) => file.endsWith('.html'));
  let blocks = 0;
  for (const file of pages) {
    const document = parseDocument(readFileSync(path.join(BUILD_DIR, file), 'utf8'));
    const scripts = DomUtils.findAll(
      (element) => element.name === 'script' && element.attribs.type === 'application/ld+json',
      document.children,
    );
    for (const script of scripts) {
      const json = DomUtils.textContent(script);
      expect(json, file).not.toMatch(/[<>&]/);
      expect(() => JSON.parse(json) as unknown, file).not.toThrow();
      blocks += 1;
    }
    const handlers = DomUtils.findAll(
      (element) => Object.keys(element.attribs).some((name) => /^on/i.test(name)),
      document.children,
    );
    expect(
      handlers.map((element) => element.name),
      `${file}: inline event handlers`,
    ).toEqual([]);
  }
  // The home page, every post, the blog list pages and every doc with breadcrumbs carry one.
  expect(blocks).toBeGreaterThan(pages.length / 2);
  const hostile = readFileSync(path.join(BUILD_DIR, `${routeOf(HOSTILE_TITLE)}.html`), 'utf8');
  expect(hostile).toMatch(/"headline":"HTML の \\u003c\/script\\u003e\\u003cimg src=x/i);
  expect(hostile).toMatch(/"headline":"[^"]* と \\u0026lt; の書き方"/i);
});

test.describe('phone photos in a post', () => {
  test('are published without GPS position or camera serials, and shown upright', async ({
    page,
  }) => {
    await page.goto(routeOf(PHOTO_POST_TITLE));
    for (const alt of Object.values(PHOTO_ALTS)) {
      const image = page.getByRole('img', {name: alt, exact: true});
      await expect(image).toBeVisible();
      const src = (await image.getAttribute('src')) ?? '';
      const bytes = src.startsWith('data:')
        ? Buffer.from(src.slice(src.indexOf(',') + 1), 'base64')
        : await (await page.request.get(src)).body();
      expect(await exifr.gps(bytes), `${alt}: GPS`).toBeUndefined();
      expect(await revealingTags(bytes), alt).toEqual([]);
      // The orientation stays, so a photo taken with the phone held upright is shown upright.
      expect(await exifr.orientation(bytes), alt).toBe(UPRIGHT_PHONE);
      const [width, height] = await image.evaluate((element: HTMLImageElement) => [
        element.naturalWidth,
        element.naturalHeight,
      ]);
      expect(height, `${alt}: taller than wide`).toBeGreaterThan(width);
    }
    const inlined = page.getByRole('img', {name: PHOTO_ALTS.inlined, exact: true});
    expect(await inlined.getAttribute('src'), 'the small photo is inlined').toMatch(/^data:/);
  });

  test('no raster image in the build tells where or with what it was taken', async () => {
    const images = builtFiles.filter((file) => RASTER_IMAGE.test(file));
    expect(images.some((file) => file.startsWith(`assets${path.sep}images`))).toBe(true);
    for (const file of images) {
      expect(await revealingTags(readFileSync(path.join(BUILD_DIR, file))), file).toEqual([]);
    }
  });
});
