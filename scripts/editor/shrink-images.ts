/**
 * `npm run images:shrink -- <画像ファイル>...`: makes photos small enough for the content check
 * (IMAGE_MAX_BYTES) and removes what they tell about where and with which camera they were taken.
 * Photos are scaled down to a width a page can show and re-encoded in the format their bytes are
 * in, so the file keeps its name. What no browser shows (an iPhone's HEIC, TIFF) becomes a JPEG
 * under a new name, and the script names the Markdown lines to change. A file is replaced only
 * after the new one is read back as an image without location; other formats are refused.
 */
import {existsSync} from 'node:fs';
import {copyFile, readdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import exifr from 'exifr';
import sharp, {type Metadata, type Sharp} from 'sharp';
import {IMAGE_MAX_BYTES} from '../../src/lib/photos';
import {copyColourProfile, stripImageMetadata} from '../../lib/imageMetadata';

/** Wider than the content column at 2× pixel density. */
const MAX_WIDTH = 1600;
const QUALITIES = [82, 72, 62, 50];

/** Where Markdown that may show an image lives. */
const MARKDOWN_DIRS = ['blog', 'docs', 'src/pages'];

type WebFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/** A mistake in the editor's input, reported as is without a stack trace. */
export class ShrinkError extends Error {}

const formatKiB = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** The format a page shows for an image in `metadata`'s format, or why there is none. */
function webFormatOf({format, compression}: Metadata): WebFormat | {refusal: string} {
  switch (format) {
    case 'jpeg':
    case 'png':
    case 'webp':
      return format;
    case 'heif':
      // An iPhone photo (HEVC) is shown by no browser but Safari; AVIF is shown by all.
      return compression === 'av1' ? 'avif' : 'jpeg';
    case 'tiff':
      return 'jpeg';
    case 'gif':
      return {
        refusal:
          'GIF は小さくできません。写真なら JPEG（.jpg）で保存し直し、動く画像なら動画にしてください。',
      };
    case 'svg':
      return {
        refusal: 'SVG は図形のデータなので小さくする必要はありません（写真ではありません）。',
      };
    default:
      return {
        refusal: `この形式（${format}）の画像は扱えません。JPEG（.jpg）で保存し直してください。`,
      };
  }
}

const EXTENSIONS: Record<WebFormat, string[]> = {
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  webp: ['.webp'],
  avif: ['.avif'],
};

/**
 * Loads `input` upright: sharp decodes all but HEVC (sharp's own build leaves it out), which
 * libheif's WebAssembly build decodes, once.
 */
async function loader(input: Buffer, metadata: Metadata): Promise<() => Sharp> {
  if (metadata.format === 'heif' && metadata.compression === 'hevc') {
    // Loaded only here: its WebAssembly takes seconds to start.
    const {default: decodeHeic} = await import('heic-decode');
    const {width, height, data} = await decodeHeic({buffer: input});
    const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return () => sharp(pixels, {raw: {width, height, channels: 4}});
  }
  return () => sharp(input).rotate(); // the phone's orientation, before the metadata is dropped
}

/**
 * The smallest good-looking encoding of `input` in `format` under the limit, or the smallest
 * tried. It carries no metadata but the colour profile.
 */
export async function shrinkImage(
  input: Buffer,
  format: WebFormat,
  metadata?: Metadata,
): Promise<Buffer> {
  const load = await loader(input, metadata ?? (await sharp(input).metadata()));
  let smallest = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    const image = load().resize({width: MAX_WIDTH, withoutEnlargement: true}).keepIccProfile();
    const output = await (
      format === 'png'
        ? image.png({quality, compressionLevel: 9, palette: true})
        : format === 'webp'
          ? image.webp({quality})
          : format === 'avif'
            ? image.avif({quality})
            : image.jpeg({quality, mozjpeg: true})
    ).toBuffer();
    if (smallest.length === 0 || output.length < smallest.length) smallest = output;
    if (smallest.length <= IMAGE_MAX_BYTES) break;
  }
  return smallest;
}

/** A line of Markdown that shows an image, by the path it shows it under. */
export interface ImageReference {
  readonly file: string;
  readonly line: number;
  readonly url: string;
}

/** Every line under `root`'s Markdown folders whose link or `src` points at `image`. */
export async function findReferences(root: string, image: string): Promise<ImageReference[]> {
  const target = path.resolve(image);
  const name = path.basename(image);
  const references: ImageReference[] = [];
  for (const dir of MARKDOWN_DIRS.map((entry) => path.join(root, entry))) {
    if (!existsSync(dir)) continue;
    for (const entry of await readdir(dir, {recursive: true})) {
      if (!/\.mdx?$/.test(entry)) continue;
      const file = path.join(dir, entry);
      const lines = (await readFile(file, 'utf8')).split('\n');
      lines.forEach((text, index) => {
        for (const [url] of text.matchAll(/[^\s()<>"'[\]]+/g)) {
          if (!url.endsWith(name)) continue;
          const local = decodeURI(url);
          const resolved = local.startsWith('/')
            ? path.join(root, 'static', local)
            : path.resolve(path.dirname(file), local);
          if (resolved === target) references.push({file, line: index + 1, url});
        }
      });
    }
  }
  return references;
}

export interface ShrinkResult {
  readonly source: string;
  readonly output: string;
  readonly before: number;
  readonly after: number;
  /** Lines to change when the file name changed. */
  readonly references: ImageReference[];
}

/** Rejects `file` unless it is an image in `format` that tells no place and no camera. */
async function verify(file: string, format: WebFormat): Promise<void> {
  const metadata = await sharp(file).metadata();
  const tags = ((await exifr.parse(file, {xmp: true, iptc: true})) ?? {}) as object;
  const revealing = Object.keys(tags).filter((tag) => /gps|serial|latitude/i.test(tag));
  if (metadata.format !== (format === 'avif' ? 'heif' : format) || revealing.length > 0) {
    throw new ShrinkError(`${file} を正しく書き出せませんでした。元のファイルはそのままです。`);
  }
}

/**
 * Shrinks `file` in place, or writes it under the name of the format a page can show and then
 * removes it; `root` is where blog/, docs/ and src/pages/ are.
 */
export async function shrinkFile(file: string, root = process.cwd()): Promise<ShrinkResult> {
  if (!existsSync(file))
    throw new ShrinkError(`${file} が見つかりません。ファイル名を確かめてください。`);
  const before = await readFile(file);
  const metadata = await sharp(before)
    .metadata()
    .catch(() => {
      throw new ShrinkError(
        `${file} は画像として読めませんでした。壊れているか、画像ではありません。`,
      );
    });
  const format = webFormatOf(metadata);
  if (typeof format === 'object') throw new ShrinkError(`${file}: ${format.refusal}`);

  const extension = path.extname(file);
  const output = EXTENSIONS[format].includes(extension.toLowerCase())
    ? file
    : path.join(path.dirname(file), `${path.basename(file, extension)}${EXTENSIONS[format][0]}`);
  if (output !== file && existsSync(output)) {
    throw new ShrinkError(
      `${file} を ${output} に変換しようとしましたが、${output} がすでにあります。どちらかの名前を変えてから、もう一度実行してください。`,
    );
  }

  // Written beside the result and put in its place only once it reads back as a clean image.
  const pending = `${output}.shrinking${EXTENSIONS[format][0]}`;
  try {
    const shrunk = await shrinkImage(before, format, metadata);
    if (output === file && shrunk.length >= before.length) {
      // Already as small as it gets: keep its pixels, drop only the metadata.
      await copyFile(file, pending);
      await stripImageMetadata([pending]);
    } else {
      await writeFile(pending, shrunk);
      if (metadata.format === 'heif' && metadata.icc) await copyColourProfile(file, pending);
    }
    await verify(pending, format);
    await rename(pending, output);
  } finally {
    await rm(pending, {force: true});
  }
  if (output !== file) await rm(file);
  const after = (await readFile(output)).length;
  const references = output === file ? [] : await findReferences(root, file);
  return {source: file, output, before: before.length, after, references};
}

/** What became of one file, in Japanese: its sizes, and whether it is still too large. */
export function describeShrink(
  {source, output, before, after}: ShrinkResult,
  root = process.cwd(),
): string[] {
  const relative = (file: string) => path.relative(root, file);
  const lines = [
    output === source
      ? `${relative(source)}: ${formatKiB(before)} → ${formatKiB(after)}（撮影場所などの情報を消しました）`
      : `${relative(source)} を ${relative(output)} に変換しました: ${formatKiB(before)} → ${formatKiB(after)}（撮影場所などの情報を消しました）`,
  ];
  if (after > IMAGE_MAX_BYTES) {
    lines.push(
      `  まだ ${formatKiB(IMAGE_MAX_BYTES)} を超えています。写真を切り抜くか、別の写真にしてください。`,
    );
  }
  return lines;
}

/** The address a line showing `source` gets once it became `output`: only the name changes. */
export const renamedUrl = (url: string, source: string, output: string): string =>
  url.slice(0, url.length - path.basename(source).length) + path.basename(output);

/** What the editor reads about one file, in Japanese, with the lines to change by hand. */
export function describeResult(result: ShrinkResult, root = process.cwd()): string {
  const {source, output, references} = result;
  const relative = (file: string) => path.relative(root, file);
  const lines = describeShrink(result, root);
  if (output !== source) {
    const newName = path.basename(output);
    for (const {file, line, url} of references) {
      const newUrl = renamedUrl(url, source, output);
      lines.push(
        `  ${relative(file)} の ${line} 行目の「${url}」を「${newUrl}」に書き換えてください。`,
      );
    }
    if (references.length === 0) {
      lines.push(`  本文では、画像のファイル名を ${newName} と書いてください。`);
    }
  }
  return lines.join('\n');
}

async function main(files: string[]) {
  if (files.length === 0) {
    throw new ShrinkError('使い方: npm run images:shrink -- blog/2026-07-04-summer-camp/photo.jpg');
  }
  for (const file of files) {
    try {
      console.log(describeResult(await shrinkFile(file)));
    } catch (error) {
      if (!(error instanceof ShrinkError)) throw error;
      console.error(error.message);
      process.exitCode = 1;
    }
  }
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof ShrinkError ? error.message : error);
    process.exitCode = 1;
  });
}
