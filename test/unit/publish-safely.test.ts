import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import exiftoolPath from 'exiftool-vendored.pl';
import publishSafelyPlugin from '../../plugins/site/publish-safely';
import {SEARCH_INDEX_DIR} from '../../plugins/site/site-search';
import {CAMERA, gpsTaggedJpeg} from '../support/photos';

const HEIC_PHOTO = path.resolve(import.meta.dirname, '../fixtures/iphone-photo.heic');

/** The tags of `file` that tell where or with which camera it was taken (exifr cannot read HEIC). */
function revealingTags(file: string): string[] {
  const [tags] = JSON.parse(
    execFileSync(exiftoolPath, ['-json', '-GPS:all', '-SerialNumber', file], {encoding: 'utf8'}),
  ) as Record<string, unknown>[];
  return Object.keys(tags ?? {}).filter((tag) => tag !== 'SourceFile');
}

/** A page as the HTML minifier leaves StructuredData's block: only `<` escaped. */
const PAGE =
  '<head><script type=application/ld+json>{"headline":"a \\u003C/b> & c"}</script></head>';

test('plugins/site/publish-safely: escapes built pages whole, and leaves the search index alone', async () => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'publish-safely-'));
  try {
    await mkdir(path.join(outDir, SEARCH_INDEX_DIR));
    await writeFile(path.join(outDir, 'page.html'), PAGE);
    await writeFile(path.join(outDir, SEARCH_INDEX_DIR, 'page.html'), PAGE);

    await publishSafelyPlugin().postBuild?.({outDir} as never);

    const page = await readFile(path.join(outDir, 'page.html'), 'utf8');
    assert.match(page, /"a \\u003C\/b\\u003e \\u0026 c"/);
    assert.equal(await readFile(path.join(outDir, SEARCH_INDEX_DIR, 'page.html'), 'utf8'), PAGE);
    assert.deepEqual(
      (await readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.publishing')),
      [],
      'no half-written page is left beside the real one',
    );
  } finally {
    await rm(outDir, {recursive: true});
  }
});

test('plugins/site/publish-safely: an iPhone photo copied from static/ loses its camera serial and position', async () => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'publish-safely-'));
  try {
    const photo = path.join(outDir, 'img', 'IMG_0001.HEIC');
    await mkdir(path.dirname(photo));
    await copyFile(HEIC_PHOTO, photo);
    assert.ok(revealingTags(photo).includes('GPSLatitudeRef'), 'the fixture tells its position');

    await publishSafelyPlugin().postBuild?.({outDir} as never);

    assert.deepEqual(revealingTags(photo), []);
    assert.equal((await readFile(photo)).includes(CAMERA.bodySerial), false, 'camera serial bytes');
  } finally {
    await rm(outDir, {recursive: true});
  }
});

test('plugins/site/publish-safely: a cleaned inlined photo stays valid in an unquoted attribute', async () => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'publish-safely-'));
  try {
    // As the minifier writes an attribute whose value has no `=`: without quotes.
    const base64 = (await gpsTaggedJpeg({width: 48, height: 36})).toString('base64');
    const page = path.join(outDir, 'page.html');
    await writeFile(page, `<p><img src=data:image/jpeg;base64,${base64.replace(/=+$/, '')} alt=x>`);

    await publishSafelyPlugin().postBuild?.({outDir} as never);

    const src = /<img src=(\S+) alt=x>/.exec(await readFile(page, 'utf8'))?.[1] ?? '';
    assert.ok(src.length > 0 && !src.includes(base64), 'the photo was replaced');
    assert.doesNotMatch(src, /=/, 'an unquoted attribute value may not hold `=`');
  } finally {
    await rm(outDir, {recursive: true});
  }
});
