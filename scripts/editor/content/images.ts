/** Images a page shows: that they exist, are small enough for a phone, and are described. */
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {posixPath} from '@docusaurus/utils';
import {finding, formatBytes, IMAGE_MAX_BYTES} from './rules';
import type {Finding} from './types';

/** The format of an iPhone's photos, which no browser but Safari shows. */
const HEIF_PHOTO = /\.hei[cf]$/i;
/** Photo files that most browsers cannot show: an iPhone's HEIC, and scanners' TIFF. */
const UNSHOWABLE_PHOTO = /\.(?:hei[cf]|tiff?)$/i;
/** Photos `npm run fix` (through images:shrink) makes smaller; a GIF or SVG it cannot. */
const SHRINKABLE = /\.(?:jpe?g|png|webp|avif|hei[cf]|tiff?)$/i;

function resolveImage(root: string, file: string, url: string): string | undefined {
  if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return undefined;
  const clean = decodeURI(url.split(/[?#]/)[0]);
  return clean.startsWith('/')
    ? path.join(root, 'static', clean)
    : path.join(root, path.dirname(file), clean);
}

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
    findings.push(finding('image-missing', {file, line}, url));
    return;
  }
  const relative = posixPath(path.relative(root, image));
  const heif = HEIF_PHOTO.exec(url.split(/[?#]/)[0]);
  if (heif) {
    // npm run images:shrink converts it to a JPEG of the same name and removes the HEIC file.
    const jpeg = `${url.slice(0, heif.index)}.jpg`;
    const where = line === undefined ? 'この行' : `${line} 行目`;
    findings.push(finding('image-heic', {file, line, fix: {photo: relative}}, url, where, jpeg));
    return; // the conversion also makes it small enough
  }
  const {size} = statSync(image);
  if (size > IMAGE_MAX_BYTES) {
    findings.push(
      SHRINKABLE.test(relative)
        ? finding('image-too-large', {file, line, fix: {photo: relative}}, url, formatBytes(size))
        : finding('image-too-large-unshrinkable', {file, line}, url, formatBytes(size)),
    );
  }
}

/**
 * A photo under static/ is published as it is, linked or not; one that most browsers cannot show
 * is reported by its file (a Markdown line that shows it is reported by checkImage as well).
 */
export function checkStaticPhoto(file: string, findings: Finding[]): void {
  if (!UNSHOWABLE_PHOTO.test(file)) return;
  findings.push(finding('photo-unshowable', {file, fix: {photo: file}}, file));
}
