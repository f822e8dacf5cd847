import {test} from 'node:test';
import assert from 'node:assert/strict';
import {previewPullRequest, siteNotices} from '../../config/siteNotices';
import siteNoticePlugin from '../../plugins/site/site-notice';

test('a preview base URL names its pull request; other base URLs name none', () => {
  assert.equal(previewPullRequest('/pr-preview/pr-12/'), '12');
  assert.equal(previewPullRequest('/school-site/pr-preview/pr-7/'), '7');
  for (const baseUrl of ['/', '/pr-preview/', '/pr-preview/pr-x/', '/docs/pr-12/']) {
    assert.equal(previewPullRequest(baseUrl), undefined, baseUrl);
  }
});

test('each reason the build is not the public site adds its own notice', () => {
  assert.deepEqual(siteNotices({sampleFacts: false}), []);
  const [preview] = siteNotices({previewOf: '12', sampleFacts: false});
  assert.match(preview, /プルリクエスト #12 のプレビュー/);
  const [sample] = siteNotices({sampleFacts: true});
  assert.match(sample, /^サンプルサイトです。/);
  assert.equal(siteNotices({previewOf: '12', sampleFacts: true}).length, 2);
});

test('plugins/site/site-notice puts each notice above the page as text, and nothing without one', () => {
  const tagsOf = (notices: string[]) =>
    siteNoticePlugin(notices)().injectHtmlTags?.({content: undefined});
  assert.deepEqual(tagsOf([]), {});
  const tags = tagsOf(['<b>#12</b> & "見本"']);
  assert.ok(tags && 'preBodyTags' in tags && Array.isArray(tags.preBodyTags));
  const [banner] = tags.preBodyTags;
  assert.ok(typeof banner === 'object');
  assert.equal(banner.attributes?.role, 'region');
  assert.equal(banner.innerHTML, '<p>&lt;b&gt;#12&lt;/b&gt; &amp; &quot;見本&quot;</p>');
});
