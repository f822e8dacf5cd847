import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {stripImageMetadata} from '../../lib/imageMetadata';
import {escapeJsonLdBlocks} from '../../lib/jsonLd';
import {SEARCH_INDEX_DIR} from './site-search';
import {inlinedImageCleaner, RASTER_IMAGE} from '../../lib/inlinedImages';
import {contentSecurityPolicy, inlineCodeOf, policyMeta} from '../../lib/contentSecurityPolicy';

/** Built files that may hold an inlined image. */
const TEXT_FILE = /\.(?:html|js|css|json|xml)$/;

/**
 * The last look at what is published, after the build:
 * - No image tells where a photo was taken or with which camera: every raster image (from blog/,
 *   docs/ or static/, as a file or inlined) loses its EXIF, XMP and IPTC metadata, so a phone
 *   photo an editor uploads through GitHub's web page is published clean.
 * - No JSON-LD block holds a raw `<`, `>` or `&` (the HTML minifier leaves only `<` escaped).
 * - Every page gets its Content-Security-Policy right after `<meta charset>`, last, so that it
 *   hashes its inline scripts as published (lib/contentSecurityPolicy says which are allowed); a
 *   page with any other executable inline script, or without `<meta charset>`, fails the build.
 * Every built page is rewritten here and only here, once: Docusaurus runs all plugins' postBuild
 * hooks at the same time, so a second plugin rewriting the same pages could undo this one. For the
 * same reason a page is replaced whole (written beside it, then renamed), so the search index,
 * built meanwhile, never reads half a page; and the index's own folder, still being written, is
 * left alone (it holds page text, no images and no JSON-LD).
 */
export default function publishSafelyPlugin(): Plugin {
  return {
    name: 'publish-safely',
    async postBuild({outDir, siteConfig}) {
      const analytics = siteConfig.customFields?.analyticsInUse === true;
      const refused: string[] = [];
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
          if (file.endsWith('.html')) {
            const name = path.relative(outDir, file);
            const page = withPolicy(escapeJsonLdBlocks(published), {name, analytics});
            if (typeof page !== 'string') {
              refused.push(...page);
              return;
            }
            published = page;
          }
          if (published === text) return;
          await writeFile(`${file}.publishing`, published);
          await rename(`${file}.publishing`, file);
        }),
      );
      if (refused.length > 0) {
        throw new Error(
          `公開するページに、サイトのセキュリティポリシー（CSP）を付けられません:\n${refused.join('\n')}`,
        );
      }
    },
  };
}

/**
 * `html` with its policy, or where it fails: each refused inline script (`name:line`), or the
 * missing `<meta charset>` the policy must follow.
 */
export function withPolicy(
  html: string,
  {name, analytics}: {name: string; analytics: boolean},
): string | string[] {
  const {charsetEnd, scripts, styles, refused} = inlineCodeOf(html);
  if (refused.length > 0) {
    return refused.map(
      ({line, text}) =>
        `${name} の ${line} 行目: 許可していないスクリプト ${JSON.stringify(text.slice(0, 80))} があります。記事やページには <script> を書けません（書いても動きません）。必要な機能は、開発担当に issue で相談してください。`,
    );
  }
  if (charsetEnd === undefined) {
    return [
      `${name}: <meta charset> がないため、ポリシーを置く場所がありません。ページの先頭に書いてください。`,
    ];
  }
  const meta = policyMeta(contentSecurityPolicy({scripts, styles, analytics}));
  return html.slice(0, charsetEnd) + meta + html.slice(charsetEnd);
}
