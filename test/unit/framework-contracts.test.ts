/**
 * What the site's customisations assume about the installed Docusaurus that its documentation
 * does not promise and no build or page test shows (plugins/README.md names each such test). Each
 * check fails naming the file that relies on the detail and what to do, also when a file it reads
 * is gone.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import remarkParse from 'remark-parse';
import {unified, type Plugin as RemarkPlugin} from 'unified';
import {visit} from 'unist-util-visit';
import remarkUprightImageSize from '../../plugins/markdown/remark-upright-image-size';
import {importRelied} from '../support/contracts';
import {gpsTaggedJpeg} from '../support/photos';

test("plugins/markdown/remark-upright-image-size: Docusaurus's image step gives a sideways phone photo its stored size, which the plugin turns", async () => {
  const why =
    "@docusaurus/mdx-loader's transformImage no longer writes a Markdown image as <img> with " +
    'the stored width and height and a require() of the file as src, so ' +
    'plugins/markdown/remark-upright-image-size.ts may no longer find the photo it must turn. ' +
    'Check that a phone photo taken upright keeps its size (test/built page-html.test.ts, "every ' +
    'content image has the width and height it is shown at"), then adapt the plugin, or remove ' +
    'it if Docusaurus now reads the EXIF orientation itself.';
  type TransformImage = RemarkPlugin<
    [{siteDir: string; staticDirs: string[]; onBrokenMarkdownImages: 'throw'}],
    Root
  >;
  // A CommonJS module: Node gives its `exports` object as the default export.
  const imported = await importRelied<{default: TransformImage | {default: TransformImage}}>(
    '@docusaurus/mdx-loader/lib/remark/transformImage/index.js',
    `plugins/markdown/remark-upright-image-size: the file of Docusaurus's image step is gone. ${why}`,
  );
  const transformImage =
    'default' in imported.default ? imported.default.default : imported.default;
  const dir = await mkdtemp(path.join(tmpdir(), 'upright-image-'));
  try {
    // Stored 64×48 with the orientation of a phone held upright: shown 48×64.
    await writeFile(path.join(dir, 'photo.jpg'), await gpsTaggedJpeg({width: 64, height: 48}));
    const file = {path: path.join(dir, 'index.md'), value: '![写真](./photo.jpg)\n'};
    const sizeOf = async (turn: boolean) => {
      const processor = unified()
        .use(remarkParse)
        .use(transformImage, {siteDir: dir, staticDirs: [], onBrokenMarkdownImages: 'throw'})
        .use(turn ? remarkUprightImageSize : () => undefined);
      const tree = await processor.run(processor.parse(file), file);
      let size: string[] = [];
      visit(tree, 'mdxJsxTextElement', (node: MdxJsxTextElement) => {
        const value = (name: string) => {
          const found = node.attributes.find(
            (attribute) => 'name' in attribute && attribute.name === name,
          )?.value;
          return typeof found === 'string' ? found : '(none)';
        };
        size = [value('width'), value('height')];
      });
      return size.join('×');
    };
    assert.equal(await sizeOf(false), '64×48', why);
    assert.equal(await sizeOf(true), '48×64', why);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});
