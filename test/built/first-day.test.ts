/**
 * The owner's first day. The test build is the site with every `# 見本` value replaced by
 * test/fixtures/ownerFacts.ts and nothing else, published by `npm run build:deploy`
 * (test/support/buildTestSite.ts); the other tests here compare its pages with the data modules,
 * which read that copy's facts (test/support/testSiteData.ts). What is left to prove: that the
 * deploy's own checks passed, and that no value the repository ships as a sample is on any page.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {builtPageFiles} from '../../lib/routeFiles';
import {findSampleFacts, shippedFacts} from '../../scripts/owner/sampleFacts';
import {TEST_BUILD_DIR, TEST_BUILD_LOG, TEST_SITE_DIR} from '../support/testSite';

test('build:deploy published it: the launch checklist, the build and the proposals check ran', () => {
  assert.match(readFileSync(TEST_BUILD_LOG, 'utf8'), /> [^\n]* build:deploy\n[\s\S]*✔ 公開する/);
});

/**
 * A sample the owner replaced: one the copy's facts no longer hold, long enough not to stand in
 * ordinary text by chance (a weekday, 「Mac」), and not a date, time or number.
 */
function replacedSamples(): string[] {
  const kept = new Set(shippedFacts(TEST_SITE_DIR).flatMap(({value}) => value.split(' / ')));
  return findSampleFacts(shippedFacts())
    .flatMap(({value}) => value.split(' / '))
    .filter((value) => !kept.has(value) && value.length >= 5 && !/^[\d:/-]+$/.test(value));
}

test('no page shows a sample the owner replaced, in its text, attributes or JSON-LD', () => {
  const samples = replacedSamples();
  assert.ok(samples.length > 0, 'the repository ships sample values');
  const left = [...builtPageFiles(TEST_BUILD_DIR), '404.html'].flatMap((file) => {
    const html = readFileSync(path.join(TEST_BUILD_DIR, file), 'utf8');
    return samples.filter((value) => html.includes(value)).map((value) => `${file}: ${value}`);
  });
  assert.deepEqual(
    left,
    [],
    'a page shows a sample value the owner replaced: it is written into the page, not read from the facts',
  );
});
