import {test} from 'node:test';
import assert from 'node:assert/strict';
import {excerptParts, sectionOf} from '../../src/lib/siteSearch';
import {indexedPart, isSearched} from '../../plugins/site/site-search';

test('an excerpt keeps only its marks: the page text stays text', () => {
  assert.deepEqual(excerptParts('a &lt;b&gt; <mark>休会</mark>・退会 <img src=x>'), [
    {text: 'a <b> ', marked: false},
    {text: '休会', marked: true},
    {text: '・退会 <img src=x>', marked: false},
  ]);
});

test('an entity cut in half at the end of an excerpt is dropped', () => {
  assert.deepEqual(excerptParts('a &lt;/<mark>script</mark>&g'), [
    {text: 'a </', marked: false},
    {text: 'script', marked: true},
  ]);
});

test('the full stop Pagefind adds after a Japanese heading reads as 「。」', () => {
  assert.deepEqual(excerptParts('<mark>料金</mark>プラン. 月謝は Node.js. Swift'), [
    {text: '料金', marked: true},
    {text: 'プラン。月謝は Node.js. Swift', marked: false},
  ]);
});

test('a result is labelled with the part of the site it is in, under any base URL', () => {
  for (const baseUrl of ['/', '/pr-preview/pr-12/']) {
    assert.equal(sectionOf(`${baseUrl}blog/welcome`, baseUrl), 'ブログ');
    assert.equal(sectionOf(`${baseUrl}docs/intro/plan#fee`, baseUrl), 'ご案内');
    assert.equal(sectionOf(baseUrl, baseUrl), 'トップページ');
  }
});

const page = (htmlAttributes: string, head = '') =>
  `<!doctype html><html lang=ja ${htmlAttributes}><head><title>題</title>${head}<script>x</script></head>` +
  '<body><nav>メニュー</nav><main><h1>見出し</h1><p>本文</p></main><footer>フッター</footer></body></html>';

test('search indexes doc pages, posts and the home page, not noindex ones unless the site is', () => {
  const post = page('class="blog-wrapper blog-post-page"');
  const noindex = page('class="docs-doc-page"', '<meta name=robots content="noindex, nofollow">');
  assert.equal(isSearched('/blog/welcome', post, {siteNoIndex: false}), true);
  assert.equal(isSearched('/', page('class="plugin-pages"'), {siteNoIndex: false}), true);
  assert.equal(
    isSearched('/blog/tags', page('class="blog-tags-list-page"'), {siteNoIndex: false}),
    false,
  );
  assert.equal(isSearched('/docs/guide', noindex, {siteNoIndex: false}), false);
  assert.equal(isSearched('/docs/guide', noindex, {siteNoIndex: true}), true);
});

test('Pagefind is sent the html start tag, the title and <main> only, its h1 weighed most', () => {
  assert.equal(
    indexedPart(page('class="docs-doc-page"')),
    '<!doctype html><html lang=ja class="docs-doc-page"><head><title>題</title></head>' +
      '<body><main><h1 data-pagefind-weight="10">見出し</h1><p>本文</p></main></body></html>',
  );
});
