import path from 'node:path';
import {imageSizeFromFile} from 'image-size/fromFile';
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

/** EXIF orientations that turn the stored picture a quarter turn (5–8), so width and height swap. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

/** `require("…loaders…!./photo.jpg").default`, as Docusaurus writes a Markdown image's `src`. */
const IMAGE_REQUIRE = /^require\("((?:[^"\\]|\\.)*)"\)\.default/;

const attribute = (node: MdxJsxFlowElement | MdxJsxTextElement, name: string) =>
  node.attributes.find(
    (candidate): candidate is MdxJsxAttribute =>
      candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );

/** The image file a Markdown image's `src` requires, relative to the Markdown file, if any. */
function requiredImage(src: MdxJsxAttribute | undefined): string | undefined {
  const value = src?.value;
  if (typeof value !== 'object' || value === null) return undefined;
  const request = IMAGE_REQUIRE.exec(value.value)?.[1];
  if (request === undefined) return undefined;
  const unescaped = JSON.parse(`"${request}"`) as string;
  return unescaped.slice(unescaped.lastIndexOf('!') + 1).split('?')[0];
}

/**
 * Docusaurus gives each Markdown image the width and height stored in its file, and the page keeps
 * a box of that shape until the image arrives. A phone photo taken upright is stored sideways with
 * an EXIF orientation that tells browsers to turn it (the site keeps that tag when it strips the
 * rest), so the box was landscape and the text below jumped when the portrait photo came, inlined
 * or not. This runs after Docusaurus's own image step and swaps the two for such photos.
 */
export default function remarkUprightImageSize() {
  return async (tree: Root, file: {dirname?: string}) => {
    const images: {node: MdxJsxFlowElement | MdxJsxTextElement; image: string}[] = [];
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      if (element.name !== 'img') return;
      const image = requiredImage(attribute(element, 'src'));
      if (image) images.push({node: element, image: path.resolve(file.dirname ?? '', image)});
    });
    await Promise.all(
      images.map(async ({node, image}) => {
        const width = attribute(node, 'width');
        const height = attribute(node, 'height');
        if (!width || !height) return;
        const {orientation} = await imageSizeFromFile(image).catch(() => ({orientation: 0}));
        if (orientation && QUARTER_TURNS.has(orientation)) {
          [width.value, height.value] = [height.value, width.value];
        }
      }),
    );
  };
}
