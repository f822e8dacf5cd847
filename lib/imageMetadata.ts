import path from 'node:path';
import exiftoolPath from 'exiftool-vendored.pl';
import {runProcess} from './process';

/**
 * Runs the ExifTool that the exiftool-vendored.pl package ships (it needs only Perl, which every
 * Linux and macOS machine has) on `files`, given one a line on standard input so that any number
 * fit. Rejects with what ExifTool printed when it fails.
 */
async function exiftool(args: readonly string[], files: readonly string[]): Promise<void> {
  const {code, output} = await runProcess(exiftoolPath, [...args, '-quiet', '-quiet', '-@', '-'], {
    input: files.map((file) => `${path.resolve(file)}\n`).join(''),
    stdout: 'ignore',
  });
  if (code !== 0) throw new Error(`ExifTool が失敗しました:\n${output}`);
}

/**
 * Deletes every metadata tag of each file (EXIF with its GPS position and camera serial numbers,
 * XMP, IPTC, comments), in place and without touching the pixels, except the colour profile and
 * the orientation, which change how the image looks.
 */
export function stripImageMetadata(files: readonly string[]): Promise<void> {
  if (files.length === 0) return Promise.resolve();
  return exiftool(
    ['-all=', '-tagsFromFile', '@', '-ICC_Profile', '-Orientation', '-overwrite_original'],
    files,
  );
}

/** Copies the colour profile of `source` into `target` (which keeps its pixels). */
export function copyColourProfile(source: string, target: string): Promise<void> {
  return exiftool(['-tagsFromFile', source, '-ICC_Profile', '-overwrite_original'], [target]);
}
