import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {stripImageMetadata} from './imageMetadata';

/**
 * The image formats that can carry EXIF, XMP or IPTC metadata: those a page shows, and the
 * iPhone's HEIC and TIFF, which static/ publishes as they are (the content check reports them).
 */
export const RASTER_IMAGE = /\.(?:jpe?g|png|webp|avif|gif|hei[cf]|tiff?)$/i;

/** An image the bundler inlined into a page or script (those under 10 KB). */
const INLINED_IMAGE = /data:image\/(jpeg|png|webp|avif|gif);base64,([A-Za-z0-9+/]+={0,2})/g;

/**
 * Strips the metadata of the images inlined as data URLs into `texts` (built pages, scripts and
 * feeds), and returns what puts the clean images in place of the originals in any of them.
 */
export async function inlinedImageCleaner(
  texts: readonly string[],
): Promise<(text: string) => string> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'inlined-images-'));
  try {
    const images = new Map<string, string>(); // data URL → a temporary file holding its image
    for (const [dataUrl, extension, base64 = ''] of texts.flatMap((text) => [
      ...text.matchAll(INLINED_IMAGE),
    ])) {
      if (images.has(dataUrl)) continue;
      const file = path.join(workDir, `${images.size}.${extension}`);
      await writeFile(file, Buffer.from(base64, 'base64'));
      images.set(dataUrl, file);
    }
    await stripImageMetadata([...images.values()]);
    const cleaned = new Map<string, string>();
    for (const [dataUrl, file] of images) {
      const prefix = dataUrl.slice(0, dataUrl.indexOf(',') + 1);
      // Without the `=` padding, which browsers do not need: the HTML minifier may have left the
      // attribute holding the original unquoted, and `=` is not allowed there.
      const base64 = (await readFile(file)).toString('base64').replace(/=+$/, '');
      cleaned.set(dataUrl, prefix + base64);
    }
    return (text) => text.replace(INLINED_IMAGE, (dataUrl) => cleaned.get(dataUrl) ?? dataUrl);
  } finally {
    await rm(workDir, {recursive: true, force: true});
  }
}
