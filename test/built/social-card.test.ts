/**
 * The social card and the touch icon of the test build are the ones the current facts make: each
 * is, pixel for pixel, what plugins/site/brand-images draws now from the school's name and
 * tagline and the logo. One drawing per image; the card drawn with another name differs, so the
 * name is on it. And a card with a character outside the font is refused rather than drawn with
 * an empty box, naming the character and where the owner wrote it.
 */
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import sharp from 'sharp';
import {BRAND_IMAGES, renderBrandImages} from '../../plugins/site/brand-images';
import type {CardText} from '../../plugins/site/social-card';
import {school} from '../../src/data/school';
import {TEST_BUILD_DIR, TEST_SITE_DIR} from '../support/testSite';

const FACTS: CardText = {name: school.name, tagline: school.tagline};
let workDir = '';

before(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'brand-images-'));
});
after(() => rm(workDir, {recursive: true, force: true}));

/** The decoded pixels of a PNG: publish-safely rewrites the built file's metadata, not its pixels. */
const pixels = (file: string) => sharp(file).raw().toBuffer();

/** Draws the images from `text` as the build does, into a folder of its own. */
async function rendered(name: string, text: CardText) {
  const outDir = path.join(workDir, name);
  await renderBrandImages({siteDir: TEST_SITE_DIR, outDir, text});
  return (file: string) => path.join(outDir, file);
}

test('the built social card and touch icon are the ones the current facts draw', async () => {
  const now = await rendered('now', FACTS);
  for (const {file} of Object.values(BRAND_IMAGES)) {
    assert.ok(
      (await pixels(path.join(TEST_BUILD_DIR, file))).equals(await pixels(now(file))),
      `${file} of the test build is not what the school's name 「${school.name}」 and tagline ` +
        'draw now: the build could not draw it (see its warning) or drew other text.',
    );
  }
  const renamed = await rendered('renamed', {...FACTS, name: `${school.name}別館`});
  const card = BRAND_IMAGES.socialCard.file;
  assert.ok(
    !(await pixels(path.join(TEST_BUILD_DIR, card))).equals(await pixels(renamed(card))),
    'another name drew the same card: plugins/site/social-card.ts no longer shows the name',
  );
});

test('a character outside the font is refused, naming it and where it is written', async () => {
  const outDir = path.join(workDir, 'outside');
  await assert.rejects(
    renderBrandImages({
      siteDir: TEST_SITE_DIR,
      outDir,
      text: {...FACTS, tagline: `${FACTS.tagline}🎉`},
    }),
    /フォント（Noto Sans JP）にない文字があります（src\/data\/facts\/school\.yml の tagline にある「🎉」）/,
  );
  assert.equal(existsSync(path.join(outDir, BRAND_IMAGES.socialCard.file)), false);
});
