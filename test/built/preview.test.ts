/**
 * A pull request preview (`npm run build:test` builds one as the preview workflow does): the
 * site under PREVIEW_BASE_URL. Every page of it names nothing outside its path, shows the
 * preview banner, keeps search engines out and loads no analytics although a tracking id was
 * given. The browser suite then proves that what the runtime loads after the HTML stays there.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {previewPullRequest} from '../../config/siteNotices';
import {externalServices, findService} from '../../src/data/services';
import {$, $$, isRedirect, readDocument, readPage, textOf} from '../support/builtPages';
import {PREVIEW_BASE_URL, PREVIEW_ROOT} from '../support/testSite';

const PREVIEW_SITE = path.join(PREVIEW_ROOT, PREVIEW_BASE_URL);
const BANNER = `プルリクエスト #${String(previewPullRequest(PREVIEW_BASE_URL))} のプレビュー`;
/** Attributes whose addresses the browser follows or loads. */
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'poster'];

const previewFiles = readdirSync(PREVIEW_SITE, {recursive: true, encoding: 'utf8'}).filter((file) =>
  file.endsWith('.html'),
);

test('every page of the preview names only addresses under its path, marked and unindexed', () => {
  assert.ok(previewFiles.length > 1, 'the preview build has pages');
  for (const file of previewFiles) {
    const html = readFileSync(path.join(PREVIEW_SITE, file), 'utf8');
    const document = readDocument(path.join(PREVIEW_SITE, file));
    const addresses = $$(document, '*').flatMap(({attribs}) =>
      URL_ATTRIBUTES.flatMap((name) => {
        const value = attribs[name];
        if (value === undefined) return [];
        return name === 'srcset' ? value.split(',').map((c) => c.trim().split(/\s+/)[0]) : [value];
      }),
    );
    // Root-relative addresses must stay under the preview's path; other hosts are links out.
    assert.deepEqual(
      addresses.filter((url) => url.startsWith('/') && !url.startsWith(PREVIEW_BASE_URL)),
      [],
      `${file}: addresses outside ${PREVIEW_BASE_URL}`,
    );
    assert.doesNotMatch(html, /googletagmanager|gtag\(/, `${file}: no analytics`);
    if (isRedirect(document)) continue;
    assert.ok(html.includes(BANNER), `${file}: the preview banner`);
    assert.match(
      $(document, 'meta[name="robots"]')?.attribs.content ?? '',
      /noindex/,
      `${file}: kept out of search engines`,
    );
  }
});

test('a build without analytics neither lists nor describes it in the privacy policy', () => {
  const policy = readPage(PREVIEW_SITE, '/docs/aboutCompany/privacyPolicy');
  const article = textOf($(policy, 'article'));
  const analytics = findService('analytics');
  assert.ok(article.includes('アクセス解析のツールを使っていません'), 'says analytics is not used');
  assert.ok(!article.includes(analytics.service), `${analytics.service} is not named`);
  assert.equal(
    $$(policy, '#external-transmissions ~ table tbody tr').length,
    externalServices.length - 1,
  );
});
