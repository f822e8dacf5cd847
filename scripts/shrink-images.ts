/**
 * `npm run images:shrink -- <画像ファイル>...`: makes photos small enough for the content check
 * (IMAGE_MAX_BYTES) without changing their file name, so the Markdown that shows them stays as is.
 * Photos are scaled down to a width a page can show and re-encoded in their own format.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {IMAGE_MAX_BYTES} from './lib/content';

/** Wider than the content column at 2× pixel density. */
const MAX_WIDTH = 1600;
const QUALITIES = [82, 72, 62, 50];

const formatKiB = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** The smallest good-looking encoding of `input` under the limit, or the smallest tried. */
export async function shrinkImage(input: Buffer): Promise<Buffer> {
  const {format} = await sharp(input).metadata();
  let smallest = input;
  for (const quality of QUALITIES) {
    const image = sharp(input)
      .rotate() // apply the phone's orientation before the metadata is dropped
      .resize({width: MAX_WIDTH, withoutEnlargement: true});
    const output = await (
      format === 'png'
        ? image.png({quality, compressionLevel: 9, palette: true})
        : format === 'webp'
          ? image.webp({quality})
          : image.jpeg({quality, mozjpeg: true})
    ).toBuffer();
    if (output.length < smallest.length) smallest = output;
    if (smallest.length <= IMAGE_MAX_BYTES) break;
  }
  return smallest;
}

async function main(files: string[]) {
  if (files.length === 0) {
    throw new Error('使い方: npm run images:shrink -- blog/2026-07-04-summer-camp/photo.jpg');
  }
  for (const file of files) {
    const before = await readFile(file);
    const after = await shrinkImage(before);
    if (after.length < before.length) await writeFile(file, after);
    const result = `${path.normalize(file)}: ${formatKiB(before.length)} → ${formatKiB(Math.min(after.length, before.length))}`;
    console.log(
      after.length <= IMAGE_MAX_BYTES
        ? result
        : `${result}（まだ ${formatKiB(IMAGE_MAX_BYTES)} を超えています。写真を切り抜くか、別の写真にしてください）`,
    );
  }
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
