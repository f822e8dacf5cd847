import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {cp, mkdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {logger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Font} from 'satori';
import {FACTS_DIR} from '../../lib/facts/read';
import {CALL_TO_ACTION, CARD_FONT, socialCard, type CardText} from './social-card';

/**
 * Where the images are rendered, a folder docusaurus.config.ts lists in `staticDirectories`: the
 * bundler copies it into the build with `static/`. Not written after the build: publish-safely
 * rewrites every built image while the other postBuild hooks run.
 */
export const BRAND_IMAGES_DIR = 'build-brand-images';

const LOGO = 'static/img/logo.svg';
const CARD_LAYOUT = fileURLToPath(new URL('social-card.ts', import.meta.url));
/** Finds files of the dev dependencies (the fonts, the versions) without loading their code. */
const packages = createRequire(import.meta.url);

/** Noto Sans JP's static TTFs (SIL Open Font License, LICENSE_FONT beside them), by weight. */
const FONT_FILES = {
  400: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  700: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
} as const;

/** The images, by their path in the build, and the size they are rendered at. */
export const BRAND_IMAGES = {
  socialCard: {file: 'img/social-card.png', width: 1200, height: 630},
  touchIcon: {file: 'img/apple-touch-icon.png', width: 180, height: 180},
} as const;

/** The touch icon's background: iOS rounds the icon's corners itself, so the logo fills a square. */
const ICON_BACKGROUND = '#3949ab';

/** Why the social card could not be drawn, as the owner reads it. */
class CannotDrawCard extends Error {}

let fonts: Promise<Font[]> | undefined;

/** The card's fonts, read once: satori parses them once for the same array. */
function cardFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    Object.entries(FONT_FILES).map(async ([weight, file]) => ({
      name: CARD_FONT,
      data: await readFile(packages.resolve(file)),
      weight: Number(weight) as Font['weight'],
    })),
  );
  return fonts;
}

const graphemes = (text: string) =>
  [...new Intl.Segmenter('ja', {granularity: 'grapheme'}).segment(text)].map(
    ({segment}) => segment,
  );

const quoted = (characters: Iterable<string>) => [...characters].map((c) => `「${c}」`).join('');

/** Where the owner writes each text of the card, and the characters of it the font lacks. */
function outsideTheFont(missing: ReadonlySet<string>, {name, tagline}: CardText): string {
  const school = `${FACTS_DIR}/school.yml`;
  return [
    [`${school} の name`, name],
    [`${school} の tagline`, tagline],
    ['plugins/site/social-card.ts の CALL_TO_ACTION', CALL_TO_ACTION],
  ]
    .flatMap(([where, text]) => {
      const lacking = [...new Set(graphemes(text).filter((grapheme) => missing.has(grapheme)))];
      return lacking.length > 0 ? [`${where} にある${quoted(lacking)}`] : [];
    })
    .join('、');
}

/**
 * The card as a PNG. satori names every character its font lacks before it lays the card out
 * (it would draw each as an empty box): then the card is refused, naming them.
 */
async function drawCard(text: CardText, logo: string): Promise<Buffer> {
  // Loaded only when a card is drawn, never when the build copies it from the cache.
  const [{default: satori}, {Resvg}] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
  ]);
  const missing = new Set<string>();
  const svg = await satori(socialCard(text, logo), {
    width: BRAND_IMAGES.socialCard.width,
    height: BRAND_IMAGES.socialCard.height,
    fonts: await cardFonts(),
    loadAdditionalAsset: (_language, segment) => {
      for (const grapheme of graphemes(segment)) missing.add(grapheme);
      return Promise.resolve([]);
    },
  });
  if (missing.size > 0) {
    throw new CannotDrawCard(
      `画像に使うフォント（${CARD_FONT}）にない文字があります（${outsideTheFont(missing, text) || quoted(missing)}）。` +
        'その文字を除くか、ほかの文字に書き換えてください。',
    );
  }
  return new Resvg(svg, {font: {loadSystemFonts: false}}).render().asPng();
}

/** The logo on a full square of its colour, from the logo's own SVG. */
async function drawTouchIcon(logo: Buffer): Promise<Buffer> {
  const {Resvg} = await import('@resvg/resvg-js');
  return new Resvg(logo, {
    fitTo: {mode: 'width', value: BRAND_IMAGES.touchIcon.width},
    background: ICON_BACKGROUND,
    font: {loadSystemFonts: false},
  })
    .render()
    .asPng();
}

async function write(outDir: string, file: string, png: Buffer): Promise<void> {
  await mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
  await writeFile(path.join(outDir, file), png);
}

/**
 * Renders the touch icon, then the social card, of the site in `siteDir` into `outDir` (at their
 * paths in the build), from the card's text and the site's logo.
 */
export async function renderBrandImages({
  siteDir,
  outDir,
  text,
}: {
  siteDir: string;
  outDir: string;
  text: CardText;
}): Promise<void> {
  const logo = await readFile(path.join(siteDir, LOGO));
  await write(outDir, BRAND_IMAGES.touchIcon.file, await drawTouchIcon(logo));
  const card = await drawCard(text, `data:image/svg+xml;base64,${logo.toString('base64')}`);
  await write(outDir, BRAND_IMAGES.socialCard.file, card);
}

/**
 * Where images rendered from `text` and the site's logo are kept, in node_modules/.cache: named by
 * all they are drawn from (the text, the logo, the layout, the fonts, this renderer and the
 * versions of satori and resvg), so a build or a start of the dev server with the same copies them
 * instead of drawing them again. Copies of the site that share node_modules (the test builds)
 * share them.
 */
export async function brandImagesCache(siteDir: string, text: CardText): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(text));
  for (const pkg of ['satori', '@resvg/resvg-js']) {
    hash.update(`${pkg}@${(packages(`${pkg}/package.json`) as {version: string}).version}`);
  }
  const files = [path.join(siteDir, LOGO), CARD_LAYOUT, fileURLToPath(import.meta.url)];
  for (const file of [
    ...files,
    ...Object.values(FONT_FILES).map((font) => packages.resolve(font)),
  ]) {
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
 * The social card (1200×630: the logo, the school's name and tagline and the call to action, laid
 * out in social-card.ts) and the home-screen icon (180×180, from the logo), drawn before each
 * build and each start of the dev server with satori and resvg in a font from npm, no browser and
 * no system font (or copied from brandImagesCache when nothing they are drawn from has changed),
 * so they always show the current facts. A card whose text has a character outside the font is
 * left out of a plain build, saying which in Japanese; when `required` (the deploy), the build
 * fails instead, so the published card never shows a name that is no longer the school's.
 */
export default function brandImagesPlugin({required}: {required: boolean}) {
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
      getPathsToWatch: () => [CARD_LAYOUT, path.join(siteDir, LOGO)],
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
          await renderBrandImages({siteDir, outDir, text});
          await keep(outDir, cached);
        } catch (error) {
          if (!(error instanceof CannotDrawCard)) throw error;
          const what = `SNS 用の画像（${BRAND_IMAGES.socialCard.file}）`;
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
