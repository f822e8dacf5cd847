/** Images a page shows: that they are described, exist, show in every browser and are small enough for a phone. */
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {posixPath} from '@docusaurus/utils';
import {visit} from 'unist-util-visit';
import {error, fileRule} from '../rule';
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

const NO_ALT = (where: string) =>
  `には説明（代替テキスト）がありません。画像が見えない方にも伝わるよう、${where}の中に、何が写っているかを書いてください。`;
export const FIXED_IN_PULL_REQUEST =
  'プルリクエストでは、直した写真が自動でコミットされます（パソコンでは npm run fix で同じように直せます）。ただし、直す前の写真はこのプルリクエストの履歴に残ります。撮影場所（GPS）が記録された写真なら、リポジトリの管理者に知らせてください。';
const TOO_LARGE = (url: string, size: string) =>
  `画像 ${url} が大きすぎます（${size}、上限 ${formatBytes(IMAGE_MAX_BYTES)}）。スマートフォンで表示が遅くなります。`;

const rule = {
  id: 'images',
  help: 'images',
  messages: {
    'image-alt': error((url) => `画像 ${url} ${NO_ALT('![ここに説明](./画像.png) の [ ] ')}`),
    'image-alt-jsx': error(() => `画像 <img> ${NO_ALT('alt="…" ')}`),
    'image-missing': error(
      (url) =>
        `画像 ${url} が見つかりません。画像ファイルをこのファイルと同じフォルダーに置き、ファイル名（大文字・小文字、拡張子）を合わせてください。`,
    ),
    'image-too-large': error(
      (url, size) =>
        `${TOO_LARGE(url, size)}見た目を保ったまま小さくします。${FIXED_IN_PULL_REQUEST}`,
      'fixable',
    ),
    'image-too-large-unshrinkable': error(
      (url, size) =>
        `${TOO_LARGE(url, size)}小さくできない形式なので、写真なら JPEG（.jpg）で、図なら PNG（.png）で保存し直してから、アップロードし直してください。`,
    ),
    'image-heic': {
      ...error(
        (url, where, jpeg) =>
          `画像 ${url} は HEIC 形式（iPhone の写真の形式）なので、多くのブラウザーで表示されません。写真を JPEG に変換して、${where}の「${url}」を「${jpeg}」に書き換えます。${FIXED_IN_PULL_REQUEST}`,
        'fixable',
      ),
      help: 'add-photos',
    },
  },
};

export default fileRule(rule, ({path: file, tree}, report, {root}) => {
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
