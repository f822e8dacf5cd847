import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {stripImageMetadata} from '../../lib/imageMetadata';
import {escapeJsonLdBlocks} from '../../lib/jsonLd';
import {SEARCH_INDEX_DIR} from './site-search';
import {inlinedImageCleaner, RASTER_IMAGE} from '../../lib/inlinedImages';

/** Built files that may hold an inlined image. */
const TEXT_FILE = /\.(?:html|js|css|json|xml)$/;

/**
 * The last look at what is published, after the build:
 * - No image tells where a photo was taken or with which camera: every raster image (from blog/,
 *   docs/ or static/, as a file or inlined) loses its EXIF, XMP and IPTC metadata, so a phone
 *   photo an editor uploads through GitHub's web page is published clean.
 * - No JSON-LD block holds a raw `<`, `>` or `&` (the HTML minifier leaves only `<` escaped).
 * Every built page is rewritten here and only here, once: Docusaurus runs all plugins' postBuild
 * hooks at the same time, so a second plugin rewriting the same pages could undo this one. For the
 * same reason a page is replaced whole (written beside it, then renamed), so the search index,
 * built meanwhile, never reads half a page; and the index's own folder, still being written, is
 * left alone (it holds page text, no images and no JSON-LD).
 */
export default function publishSafelyPlugin(): Plugin {
  return {
    name: 'publish-safely',
    async postBuild({outDir}) {
      const files = (await readdir(outDir, {recursive: true}))
        .filter((file) => !file.startsWith(`${SEARCH_INDEX_DIR}${path.sep}`))
        .map((file) => path.join(outDir, file));
      await stripImageMetadata(files.filter((file) => RASTER_IMAGE.test(file)));
      const textFiles = files.filter((file) => TEXT_FILE.test(file));
      const texts = await Promise.all(textFiles.map((file) => readFile(file, 'utf8')));
      const cleanImages = await inlinedImageCleaner(texts);
      await Promise.all(
        textFiles.map(async (file, index) => {
          const text = texts[index] ?? '';
          let published = cleanImages(text);
          if (file.endsWith('.html')) published = escapeJsonLdBlocks(published);
          if (published === text) return;
          await writeFile(`${file}.publishing`, published);
          await rename(`${file}.publishing`, file);
        }),
      );
    },
  };
}
