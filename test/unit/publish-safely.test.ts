import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import publishSafelyPlugin from '../../plugins/site/publish-safely';
import {SEARCH_INDEX_DIR} from '../../plugins/site/site-search';

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
