/**
 * The social card and the touch icon of the test build are the ones the current facts make: each
 * is, pixel for pixel, what plugins/site/brand-images renders now from the school's name and
 * tagline and the logo. One render per image; the card drawn with another name differs, so the
 * name is on it. And a machine without a Japanese font gets no card rather than one in boxes.
 */
import assert from 'node:assert/strict';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import sharp from 'sharp';
import {BRAND_IMAGES, renderBrandImages, type CardText} from '../../plugins/site/brand-images';
import {CHROMIUM_LAUNCH_OPTIONS} from '../../lib/chromium';
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

/** Renders the images from `text` as the build does, into a folder of its own. */
async function rendered(name: string, text: CardText, launchOptions = CHROMIUM_LAUNCH_OPTIONS) {
  const outDir = path.join(workDir, name);
  await renderBrandImages({siteDir: TEST_SITE_DIR, outDir, text, launchOptions});
  return (file: string) => path.join(outDir, file);
}

test('the built social card and touch icon are the ones the current facts render', async () => {
  const now = await rendered('now', FACTS);
  for (const {file} of Object.values(BRAND_IMAGES)) {
    assert.ok(
      (await pixels(path.join(TEST_BUILD_DIR, file))).equals(await pixels(now(file))),
      `${file} of the test build is not what the school's name 「${school.name}」 and tagline ` +
        'render now: the build could not render it (see its warning) or rendered other text.',
    );
  }
  const renamed = await rendered('renamed', {...FACTS, name: `${school.name}別館`});
  const card = BRAND_IMAGES.socialCard.file;
  assert.ok(
    !(await pixels(path.join(TEST_BUILD_DIR, card))).equals(await pixels(renamed(card))),
    'another name rendered the same card: plugins/site/social-card.html no longer shows the name',
  );
});

test('without a Japanese font the card is refused, naming the font package', async () => {
  // Fontconfig with no font folder: only what Chromium carries itself, no Japanese.
  const fontConfig = path.join(workDir, 'fonts.conf');
  await writeFile(fontConfig, '<?xml version="1.0"?>\n<fontconfig></fontconfig>\n');
  await assert.rejects(
    rendered('no-font', FACTS, {
      ...CHROMIUM_LAUNCH_OPTIONS,
      env: {...process.env, FONTCONFIG_FILE: fontConfig},
    }),
    /画像の文字を描く日本語のフォント（Noto Sans CJK JP、Hiragino Sans）がありません.*fonts-noto-cjk/,
  );
});
