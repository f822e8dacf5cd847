/** Images a page shows: that they exist, are small enough for a phone, and are described. */
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {posixPath} from '@docusaurus/utils';
import type {Finding} from './types';

/** Larger images slow the page on a phone; `npm run images:shrink` brings photos below this. */
export const IMAGE_MAX_BYTES = 400 * 1024;

export const NO_ALT =
  'には説明（代替テキスト）がありません。画像が見えない方にも伝わるよう、![ここに説明](./画像.png) の [ ] の中に、何が写っているかを書いてください。';

/** The format of an iPhone's photos, which no browser but Safari shows. */
const HEIF_PHOTO = /\.hei[cf]$/i;
/** Photo files that most browsers cannot show: an iPhone's HEIC, and scanners' TIFF. */
const UNSHOWABLE_PHOTO = /\.(?:hei[cf]|tiff?)$/i;
/** Photos `npm run fix` (through images:shrink) makes smaller; a GIF or SVG it cannot. */
const SHRINKABLE = /\.(?:jpe?g|png|webp|avif|hei[cf]|tiff?)$/i;

/** How a photo the check names gets fixed without a terminal, and with one. */
const FIXED_IN_PULL_REQUEST =
  'プルリクエストでは、直した写真が自動でコミットされます（パソコンでは npm run fix で同じように直せます）。';

function resolveImage(root: string, file: string, url: string): string | undefined {
  if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return undefined;
  const clean = decodeURI(url.split(/[?#]/)[0]);
  return clean.startsWith('/')
    ? path.join(root, 'static', clean)
    : path.join(root, path.dirname(file), clean);
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.round(bytes / 1024)} KB`;

export function checkImage(
  root: string,
  file: string,
  url: string,
  line: number | undefined,
  findings: Finding[],
): void {
  const image = resolveImage(root, file, url);
  if (!image) return;
  if (!existsSync(image)) {
    findings.push({
      file,
      line,
      severity: 'error',
      message: `画像 ${url} が見つかりません。画像ファイルをこのファイルと同じフォルダーに置き、ファイル名（大文字・小文字、拡張子）を合わせてください。`,
    });
    return;
  }
  const relative = posixPath(path.relative(root, image));
  const heif = HEIF_PHOTO.exec(url.split(/[?#]/)[0]);
  if (heif) {
    // npm run images:shrink converts it to a JPEG of the same name and removes the HEIC file.
    const jpeg = `${url.slice(0, heif.index)}.jpg`;
    findings.push({
      file,
      line,
      severity: 'error',
      message: `画像 ${url} は HEIC 形式（iPhone の写真の形式）なので、多くのブラウザーで表示されません。写真を JPEG に変換して、${line === undefined ? 'この行' : `${line} 行目`}の「${url}」を「${jpeg}」に書き換えます。${FIXED_IN_PULL_REQUEST}`,
      fix: {photo: relative},
    });
    return; // the conversion also makes it small enough
  }
  const {size} = statSync(image);
  if (size > IMAGE_MAX_BYTES) {
    const shrinkable = SHRINKABLE.test(relative);
    findings.push({
      file,
      line,
      severity: 'error',
      message: `画像 ${url} が大きすぎます（${formatBytes(size)}、上限 ${formatBytes(IMAGE_MAX_BYTES)}）。スマートフォンで表示が遅くなります。${shrinkable ? `見た目を保ったまま小さくします。${FIXED_IN_PULL_REQUEST}` : '小さくできない形式なので、写真なら JPEG（.jpg）で、図なら PNG（.png）で保存し直してから、アップロードし直してください。'}`,
      ...(shrinkable && {fix: {photo: relative}}),
    });
  }
}

/**
 * A photo under static/ is published as it is, linked or not; one that most browsers cannot show
 * is reported by its file (a Markdown line that shows it is reported by checkImage as well).
 */
export function checkStaticPhoto(file: string, findings: Finding[]): void {
  if (!UNSHOWABLE_PHOTO.test(file)) return;
  findings.push({
    file,
    severity: 'error',
    message: `写真 ${file} は多くのブラウザーで表示できない形式（iPhone の HEIC や TIFF）です。JPEG に変換し、この写真を使っている行も書き換えます。${FIXED_IN_PULL_REQUEST}`,
    fix: {photo: file},
  });
}
