/** Images a page shows: that they are described, exist, show in every browser and are small enough for a phone. */
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {posixPath} from '@docusaurus/utils';
import {visit} from 'unist-util-visit';
import {fileRule} from '../rule-types';
import {IMAGE_MAX_BYTES} from '../../../../src/lib/photos';
import {tagsOf} from '../tags';

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.round(bytes / 1024)} KB`;

/** The format of an iPhone's photos, which no browser but Safari shows. */
const HEIF_PHOTO = /\.hei[cf]$/i;
/** Photos `npm run fix` (through images:shrink) makes smaller; a GIF or SVG it cannot. */
const SHRINKABLE = /\.(?:jpe?g|png|webp|avif|hei[cf]|tiff?)$/i;

export default fileRule('images', ({path: file, tree}, report, {root}) => {
  if (!tree) return;
  const shown: [url: string, line?: number][] = [];
  visit(tree, 'image', ({url, alt, position}) => {
    if (!alt?.trim()) report('image-alt', position?.start.line, url);
    shown.push([url, position?.start.line]);
  });
  for (const {name, attributes, line, jsx} of tagsOf(tree)) {
    if (!jsx || name !== 'img') continue;
    const alt = jsx.attributes.find((node) => 'name' in node && node.name === 'alt');
    if (!alt || (typeof alt.value === 'string' && !alt.value.trim())) report('image-alt-jsx', line);
    const src = attributes.get('src');
    if (src) shown.push([src, line]);
  }
  for (const [url, line] of shown) {
    if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) continue;
    const clean = decodeURI(url.split(/[?#]/)[0]);
    const image = clean.startsWith('/')
      ? path.join(root, 'static', clean)
      : path.join(root, path.dirname(file), clean);
    if (!existsSync(image)) {
      report('image-missing', line, url);
      continue;
    }
    const photo = posixPath(path.relative(root, image));
    const heif = HEIF_PHOTO.exec(url.split(/[?#]/)[0]);
    if (heif) {
      // npm run images:shrink converts it to a JPEG of the same name and removes the HEIC file;
      // the conversion also makes it small enough.
      const jpeg = `${url.slice(0, heif.index)}.jpg`;
      const where = line === undefined ? 'この行' : `${line} 行目`;
      report('image-heic', {line, fix: {photo}}, url, where, jpeg);
      continue;
    }
    const {size} = statSync(image);
    if (size <= IMAGE_MAX_BYTES) continue;
    if (SHRINKABLE.test(photo))
      report('image-too-large', {line, fix: {photo}}, url, formatBytes(size));
    else report('image-too-large-unshrinkable', line, url, formatBytes(size));
  }
});
