/**
 * The social card and the touch icon are drawn without a browser, and a build whose card text has
 * a character outside the font says so: a plain build goes on without the card, the deploy fails.
 * Images drawn before from the same text are copied. (test/built/social-card.test.ts compares the
 * built images with a fresh drawing.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import sharp from 'sharp';
import brandImagesPlugin, {
  BRAND_IMAGES,
  BRAND_IMAGES_DIR,
  brandImagesCache,
} from '../../plugins/site/brand-images';

/** A character no Japanese font draws: satori would draw an empty box. */
const OUTSIDE_THE_FONT = '🎉';

/** A site folder with the logo, and the plugin as docusaurus.config.ts would load it there. */
async function siteWith(staticDirectories: string[], title = '教室') {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'brand-images-'));
  await cp('static/img/logo.svg', path.join(siteDir, 'static/img/logo.svg'));
  const context = {
    siteDir,
    siteConfig: {title, tagline: '説明', staticDirectories},
  } as unknown as LoadContext;
  return {
    siteDir,
    built: (file: string) => path.join(siteDir, BRAND_IMAGES_DIR, file),
    load: (required: boolean) => brandImagesPlugin({required})(context),
  };
}

test('the plugin needs its folder among the static directories', async () => {
  const {siteDir, load} = await siteWith(['static']);
  try {
    assert.throws(() => load(false), /plugins\/site\/brand-images: add 'build-brand-images'/);
  } finally {
    await rm(siteDir, {recursive: true, force: true});
  }
});

test('a new school name is drawn anew, never taken from the cache, at the size of each image', async () => {
  const {siteDir, built, load} = await siteWith(['static', BRAND_IMAGES_DIR], '新しい教室');
  try {
    const cached = await brandImagesCache(siteDir, {name: '教室', tagline: '説明'});
    await mkdir(path.join(cached, 'img'), {recursive: true});
    await writeFile(path.join(cached, BRAND_IMAGES.socialCard.file), 'the old name');
    await load(true).loadContent?.();
    for (const {file, width, height} of Object.values(BRAND_IMAGES)) {
      const {format, ...size} = await sharp(built(file)).metadata();
      assert.deepEqual([format, size.width, size.height], ['png', width, height], file);
    }
  } finally {
    await rm(siteDir, {recursive: true, force: true});
  }
});

test('images drawn before from the same text and logo are copied', async () => {
  const {siteDir, built, load} = await siteWith(['static', BRAND_IMAGES_DIR]);
  try {
    const cached = await brandImagesCache(siteDir, {name: '教室', tagline: '説明'});
    for (const {file} of Object.values(BRAND_IMAGES)) {
      await mkdir(path.dirname(path.join(cached, file)), {recursive: true});
      await writeFile(path.join(cached, file), `drawn before: ${file}`);
    }
    await load(true).loadContent?.();
    for (const {file} of Object.values(BRAND_IMAGES)) {
      assert.equal(await readFile(built(file), 'utf8'), `drawn before: ${file}`);
    }
  } finally {
    await rm(siteDir, {recursive: true, force: true});
  }
});

test('a character outside the font: a plain build goes on without the card and says why', async (t) => {
  const {siteDir, built, load} = await siteWith(
    ['static', BRAND_IMAGES_DIR],
    `教室${OUTSIDE_THE_FONT}`,
  );
  const warn = t.mock.method(console, 'warn', () => undefined);
  try {
    await load(false).loadContent?.();
    const warning = warn.mock.calls.map(({arguments: args}) => args.join(' ')).join('\n');
    assert.match(warning, /SNS 用の画像（img\/social-card\.png）を作れなかった/);
    assert.ok(warning.includes(`school.yml の name にある「${OUTSIDE_THE_FONT}」`), warning);
    assert.match(warning, /npm run build:deploy/);
    assert.deepEqual(await readdir(path.dirname(built(BRAND_IMAGES.socialCard.file))), [
      path.basename(BRAND_IMAGES.touchIcon.file),
    ]);
  } finally {
    await rm(siteDir, {recursive: true, force: true});
  }
});

test('a character outside the font fails the deploy build, naming it', async () => {
  const {siteDir, built, load} = await siteWith(
    ['static', BRAND_IMAGES_DIR],
    `教室${OUTSIDE_THE_FONT}`,
  );
  try {
    await assert.rejects(
      Promise.resolve(load(true).loadContent?.()),
      new RegExp(
        `^Error: 公開用のビルドでは、SNS 用の画像（img/social-card\\.png）を教室情報から作ります。.*「${OUTSIDE_THE_FONT}」`,
      ),
    );
    assert.equal(existsSync(built(BRAND_IMAGES.socialCard.file)), false);
  } finally {
    await rm(siteDir, {recursive: true, force: true});
  }
});
