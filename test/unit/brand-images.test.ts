/**
 * The social card shows the school's name and tagline as text, never as markup, and a build that
 * cannot render it says so: a plain build goes on without it, the deploy fails. No browser runs
 * here (test/built/social-card.test.ts renders).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import brandImagesPlugin, {
  BRAND_IMAGES,
  BRAND_IMAGES_DIR,
  brandImagesCache,
  socialCardHtml,
} from '../../plugins/site/brand-images';

/** Chromium that cannot start, as on a machine without it. */
const NO_CHROMIUM = {executablePath: path.join(tmpdir(), 'no-chromium-here')};

const TEMPLATE = readFileSync('plugins/site/social-card.html', 'utf8');

test('the card writes the name and tagline as text, whatever they hold', () => {
  const html = socialCardHtml(
    TEMPLATE,
    {name: '<img src=x onerror=alert(1)>教室 $& $1', tagline: 'A & B "の" \'教室\''},
    'data:image/svg+xml;base64,AAAA',
  );
  assert.ok(html.includes('<h1>&lt;img src=x onerror=alert(1)&gt;教室 $&amp; $1</h1>'), html);
  assert.ok(html.includes('<p>A &amp; B &quot;の&quot; &#39;教室&#39;</p>'), html);
  assert.ok(html.includes('src="data:image/svg+xml;base64,AAAA"'));
  assert.doesNotMatch(html, /<img src=x|SCHOOL_NAME|SCHOOL_TAGLINE|LOGO_SRC/);
});

test('a template without a placeholder fails naming the plugin', () => {
  assert.throws(
    () => socialCardHtml(TEMPLATE.replace('SCHOOL_TAGLINE', ''), {name: 'a', tagline: 'b'}, ''),
    /plugins\/site\/brand-images: social-card\.html has no SCHOOL_TAGLINE/,
  );
});

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
    load: (required: boolean) => brandImagesPlugin({required, launchOptions: NO_CHROMIUM})(context),
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

test('without Chromium a plain build goes on without the images and says why', async (t) => {
  const {siteDir, load} = await siteWith(['static', BRAND_IMAGES_DIR]);
  const warn = t.mock.method(console, 'warn', () => undefined);
  try {
    await load(false).loadContent?.();
    const warning = warn.mock.calls.map(({arguments: args}) => args.join(' ')).join('\n');
    assert.match(warning, /SNS 用の画像（img\/social-card\.png）/);
    assert.match(warning, /Chromium を起動できませんでした/);
    assert.match(warning, /npm run build:deploy/);
    const folder = path.join(siteDir, BRAND_IMAGES_DIR);
    assert.ok(existsSync(folder));
    assert.deepEqual(await readdir(folder), []);
  } finally {
    await rm(siteDir, {recursive: true, force: true});
  }
});

test('without Chromium the deploy build fails, saying what to install', async () => {
  const {siteDir, load} = await siteWith(['static', BRAND_IMAGES_DIR]);
  try {
    await assert.rejects(
      Promise.resolve(load(true).loadContent?.()),
      /公開用のビルドでは、SNS 用の画像（img\/social-card\.png）とホーム画面のアイコン（img\/apple-touch-icon\.png）を教室情報から作ります。Chromium を起動できませんでした.*npx playwright install chromium/,
    );
  } finally {
    await rm(siteDir, {recursive: true, force: true});
  }
});

test('images rendered before from the same text and logo are copied, without Chromium', async () => {
  const {siteDir, load} = await siteWith(['static', BRAND_IMAGES_DIR]);
  try {
    const cached = await brandImagesCache(siteDir, {name: '教室', tagline: '説明'});
    for (const {file} of Object.values(BRAND_IMAGES)) {
      await mkdir(path.dirname(path.join(cached, file)), {recursive: true});
      await writeFile(path.join(cached, file), `rendered before: ${file}`);
    }
    await load(true).loadContent?.();
    for (const {file} of Object.values(BRAND_IMAGES)) {
      assert.equal(
        await readFile(path.join(siteDir, BRAND_IMAGES_DIR, file), 'utf8'),
        `rendered before: ${file}`,
      );
    }
  } finally {
    await rm(siteDir, {recursive: true, force: true});
  }
});

test('a new school name is rendered anew, never taken from the cache', async () => {
  const {siteDir, load} = await siteWith(['static', BRAND_IMAGES_DIR], '新しい教室');
  try {
    const cached = await brandImagesCache(siteDir, {name: '教室', tagline: '説明'});
    await mkdir(path.join(cached, 'img'), {recursive: true});
    await writeFile(path.join(cached, BRAND_IMAGES.socialCard.file), 'the old name');
    await assert.rejects(
      Promise.resolve(load(true).loadContent?.()),
      /Chromium を起動できませんでした/,
    );
  } finally {
    await rm(siteDir, {recursive: true, force: true});
  }
});
