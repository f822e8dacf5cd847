import {mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {stripImageMetadata} from './image-metadata';

/** The image formats a page shows that can carry EXIF, XMP or IPTC metadata. */
export const RASTER_IMAGE = /\.(?:jpe?g|png|webp|avif|gif)$/i;

/** An image the bundler inlined into a page or script (those under 10 KB). */
const INLINED_IMAGE = /data:image\/(jpeg|png|webp|avif|gif);base64,([A-Za-z0-9+/]+={0,2})/g;

/** Strips the metadata of the images inlined as data URLs into the built pages, scripts and feeds. */
async function stripInlinedImages(files: readonly string[]): Promise<void> {
  const sources = files.filter((file) => /\.(?:html|js|css|json|xml)$/.test(file));
  const texts = await Promise.all(sources.map((file) => readFile(file, 'utf8')));
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
      cleaned.set(dataUrl, prefix + (await readFile(file)).toString('base64'));
    }
    await Promise.all(
      sources.map(async (file, index) => {
        const text = texts[index] ?? '';
        const stripped = text.replace(INLINED_IMAGE, (dataUrl) => cleaned.get(dataUrl) ?? dataUrl);
        if (stripped !== text) await writeFile(file, stripped);
      }),
    );
  } finally {
    await rm(workDir, {recursive: true, force: true});
  }
}

/**
 * No published image tells where a photo was taken or with which camera: after the build, every
 * raster image in it (from blog/, docs/ or static/, as a file or inlined) loses its EXIF, XMP and
 * IPTC metadata, so a phone photo an editor uploads through GitHub's web page is published clean.
 */
export default function stripImageMetadataPlugin(): Plugin {
  return {
    name: 'strip-image-metadata',
    async postBuild({outDir}) {
      const files = (await readdir(outDir, {recursive: true})).map((file) =>
        path.join(outDir, file),
      );
      await stripImageMetadata(files.filter((file) => RASTER_IMAGE.test(file)));
      await stripInlinedImages(files);
    },
  };
}
