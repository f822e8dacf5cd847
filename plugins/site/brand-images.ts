import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {cp, mkdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {logger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Browser, LaunchOptions, Page} from '@playwright/test';
import {escapeHtml} from '../../src/lib/escapeHtml';
import {CHROMIUM_LAUNCH_OPTIONS} from '../../lib/chromium';

/**
 * Where the images are rendered, a folder docusaurus.config.ts lists in `staticDirectories`: the
 * bundler copies it into the build with `static/`. Not written after the build: publish-safely
 * rewrites every built image while the other postBuild hooks run.
 */
export const BRAND_IMAGES_DIR = 'build-brand-images';

const TEMPLATE = fileURLToPath(new URL('social-card.html', import.meta.url));
const LOGO = 'static/img/logo.svg';

/** The images, by their path in the build, and the size they are rendered at. */
export const BRAND_IMAGES = {
  socialCard: {file: 'img/social-card.png', width: 1200, height: 630},
  touchIcon: {file: 'img/apple-touch-icon.png', width: 180, height: 180},
} as const;

/** What the social card says: the site's title and tagline, which the config takes from the facts. */
export interface CardText {
  readonly name: string;
  readonly tagline: string;
}

/** The card's page: the template with the logo, and the name and tagline as text, never markup. */
export function socialCardHtml(template: string, {name, tagline}: CardText, logo: string): string {
  const values: Record<string, string> = {
    LOGO_SRC: logo,
    SCHOOL_NAME: escapeHtml(name),
    SCHOOL_TAGLINE: escapeHtml(tagline),
  };
  for (const placeholder of Object.keys(values)) {
    if (!template.includes(placeholder)) {
      throw new Error(`plugins/site/brand-images: social-card.html has no ${placeholder}.`);
    }
  }
  // A function, so that `$&` in a name is not read as a replacement pattern.
  return template.replace(
    /\b(?:LOGO_SRC|SCHOOL_NAME|SCHOOL_TAGLINE)\b/g,
    (key) => values[key] ?? key,
  );
}

/** iOS rounds the icon's corners itself: the logo on a full square of its colour. */
const touchIconHtml = (logo: string) =>
  `<body style="margin:0;background:#3949ab"><img src="${logo}" width="180" height="180" alt=""></body>`;

/** Why the images could not be rendered, as the owner reads it. */
class CannotRender extends Error {}

/**
 * The families the card names for its text that actually draw the name and the tagline (Chrome
 * DevTools Protocol): none means no Japanese font is installed and a fallback drew it, or nothing.
 */
async function assertCardFont(page: Page): Promise<void> {
  const declared = (await page.evaluate(() => getComputedStyle(document.body).fontFamily))
    .split(',')
    .map((family) => family.trim().replace(/^['"]|['"]$/g, ''))
    .filter((family) => !/^(?:sans-serif|serif|system-ui|monospace)$/.test(family));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const {root} = await cdp.send('DOM.getDocument');
  for (const selector of ['h1', 'p']) {
    const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector});
    const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
    if (!fonts.some(({familyName}) => declared.includes(familyName))) {
      throw new CannotRender(
        `画像の文字を描く日本語のフォント（${declared.join('、')}）がありません` +
          (fonts.length > 0
            ? `（代わりに ${fonts.map(({familyName}) => familyName).join('、')} で描かれます）。`
            : '。') +
          'Debian と Ubuntu では「sudo apt-get install fonts-noto-cjk」で入ります。',
      );
    }
  }
}

async function screenshot(
  browser: Browser,
  html: string,
  {width, height}: {width: number; height: number},
  check?: (page: Page) => Promise<void>,
): Promise<Buffer> {
  const page = await browser.newPage({viewport: {width, height}});
  try {
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    await check?.(page);
    return await page.screenshot();
  } finally {
    await page.close();
  }
}

/**
 * Renders the social card and the touch icon of the site in `siteDir` into `outDir` (at their
 * paths in the build), from the card's text, the template and the site's logo.
 */
export async function renderBrandImages({
  siteDir,
  outDir,
  text,
  launchOptions = CHROMIUM_LAUNCH_OPTIONS,
}: {
  siteDir: string;
  outDir: string;
  text: CardText;
  launchOptions?: LaunchOptions;
}): Promise<void> {
  const logo = `data:image/svg+xml;base64,${(await readFile(path.join(siteDir, LOGO))).toString('base64')}`;
  const card = socialCardHtml(await readFile(TEMPLATE, 'utf8'), text, logo);
  // Loaded only here: a site built without the dev dependencies never needs it.
  const {chromium} = await import('@playwright/test');
  const browser = await chromium.launch(launchOptions).catch((error: unknown) => {
    throw new CannotRender(
      `Chromium を起動できませんでした（${(error instanceof Error ? error.message : String(error)).split('\n')[0]}）。` +
        '「npx playwright install chromium」で入ります。入っているのに見つからないときは、' +
        '環境変数 CHROMIUM_PATH にその場所を書きます。',
    );
  });
  try {
    const images: [file: string, png: Buffer][] = [
      [
        BRAND_IMAGES.socialCard.file,
        await screenshot(browser, card, BRAND_IMAGES.socialCard, assertCardFont),
      ],
      [
        BRAND_IMAGES.touchIcon.file,
        await screenshot(browser, touchIconHtml(logo), BRAND_IMAGES.touchIcon),
      ],
    ];
    for (const [file, png] of images) {
      await mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
      await writeFile(path.join(outDir, file), png);
    }
  } finally {
    await browser.close();
  }
}

/**
 * Where images rendered from `text` and the site's logo are kept, in node_modules/.cache: named by
 * all they are drawn from (the text, the logo, the template and this renderer), so a build or a
 * start of the dev server with the same copies them instead of starting Chromium. Copies of the
 * site that share node_modules (the test builds) share them.
 */
export async function brandImagesCache(siteDir: string, text: CardText): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(text));
  for (const file of [path.join(siteDir, LOGO), TEMPLATE, fileURLToPath(import.meta.url)]) {
    hash.update(await readFile(file));
  }
  return path.join(siteDir, 'node_modules/.cache/brand-images', hash.digest('hex').slice(0, 16));
}

/** Keeps what was rendered into `outDir` as `cached`; a parallel build may have kept it first. */
async function keep(outDir: string, cached: string): Promise<void> {
  const staging = `${cached}-${String(process.pid)}`;
  await mkdir(path.dirname(cached), {recursive: true});
  await cp(outDir, staging, {recursive: true});
  await rename(staging, cached).catch(() => rm(staging, {recursive: true, force: true}));
}

/**
 * The social card (1200×630: the logo, the school's name and tagline, from social-card.html) and
 * the home-screen icon (180×180, from the logo), rendered in Chromium before each build and each
 * start of the dev server (or copied from brandImagesCache when nothing they are drawn from has
 * changed), so they always show the current facts. Without Chromium or a Japanese
 * font the site is built without them, saying why in Japanese; when `required` (the deploy), the
 * build fails instead, so the published card never shows a name that is no longer the school's.
 */
export default function brandImagesPlugin({
  required,
  launchOptions,
}: {
  required: boolean;
  /** The Chromium to render in: the project's (lib/chromium) unless given. */
  launchOptions?: LaunchOptions;
}) {
  return ({siteDir, siteConfig}: LoadContext): Plugin => {
    const outDir = path.resolve(siteDir, BRAND_IMAGES_DIR);
    if (!siteConfig.staticDirectories.some((dir) => path.resolve(siteDir, dir) === outDir)) {
      throw new Error(
        `plugins/site/brand-images: add '${BRAND_IMAGES_DIR}' to staticDirectories in ` +
          'docusaurus.config.ts, or the rendered images never reach the build.',
      );
    }
    return {
      name: 'brand-images',
      getPathsToWatch: () => [TEMPLATE, path.join(siteDir, LOGO)],
      async loadContent() {
        await rm(outDir, {recursive: true, force: true});
        const text = {name: siteConfig.title, tagline: siteConfig.tagline};
        const cached = await brandImagesCache(siteDir, text);
        if (existsSync(cached)) {
          await cp(cached, outDir, {recursive: true});
          return;
        }
        await mkdir(outDir, {recursive: true});
        try {
          await renderBrandImages({siteDir, outDir, text, launchOptions});
          await keep(outDir, cached);
        } catch (error) {
          if (!(error instanceof CannotRender)) throw error;
          const what = `SNS 用の画像（${BRAND_IMAGES.socialCard.file}）とホーム画面のアイコン（${BRAND_IMAGES.touchIcon.file}）`;
          if (required) {
            throw new Error(`公開用のビルドでは、${what}を教室情報から作ります。${error.message}`);
          }
          logger.warn(
            `${what}を作れなかったため、このビルドには入りません。${error.message}` +
              '公開用のビルド（npm run build:deploy）では、これはエラーになります。',
          );
        }
      },
    };
  };
}
