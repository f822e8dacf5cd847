/**
 * What the no-proposal rule (lib/proposals.ts) reads in a built file and which sentences it
 * flags; `npm run build:deploy` (scripts/owner/check-proposals.ts) holds every built page to it,
 * the test build's included (first-day.test.ts).
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {proposalsIn} from '../../lib/proposals';
import {NO_SOLICITATION} from '../../src/data/plans';

const page = ({main = '', head = '', outside = ''}) =>
  `<!doctype html><html><head>${head}</head><body><nav>${outside}</nav><main>${main}</main></body></html>`;
const flagged = (file: string, content: string) =>
  proposalsIn(file, content).map(({sentence}) => sentence);

test('a proposal in <main> is flagged by its sentence, <wbr> and tags removed', () => {
  assert.deepEqual(
    flagged(
      'docs/x.html',
      page({
        main: '<h2>プランの<wbr>選び方</h2><p>ペースを伺って、プランをご<wbr>提<strong>案</strong>します。次の文。</p><p>体験で、講師と一緒に決めましょう。</p>',
      }),
    ),
    ['ペースを伺って、プランをご提案します。', '体験で、講師と一緒に決めましょう。'],
  );
});

test('a sentence saying no proposal is made, and advertising, pass', () => {
  assert.deepEqual(
    flagged(
      'docs/x.html',
      page({
        main: `<p>${NO_SOLICITATION}</p><h2>こんな方におすすめです</h2><p>ご提案もしません。</p>`,
      }),
    ),
    [],
  );
});

test('meta descriptions and JSON-LD are read; the navigation and footer are not', () => {
  const proposals = proposalsIn(
    'blog/post/index.html',
    page({
      head: '<meta name="description" content="合うプランをご提案します。"><script type="application/ld+json">{"@type":"BlogPosting","headline":"一緒に選びましょう"}</script>',
      outside: 'ご提案します。',
    }),
  );
  assert.deepEqual(
    proposals.map(({page: route, sentence}) => [route, sentence]),
    [
      ['/blog/post', '合うプランをご提案します。'],
      ['/blog/post', '一緒に選びましょう'],
    ],
  );
});

test('the feeds are read, their HTML as text', () => {
  const html = '<p>体験のあとに<em>ご提案</em>します。</p>';
  const rss = `<?xml version="1.0"?><rss><channel><item><description><![CDATA[${html}]]></description></item></channel></rss>`;
  const atom = `<?xml version="1.0"?><feed><entry><content type="html">${html.replace(/</g, '&lt;')}</content></entry></feed>`;
  const json = JSON.stringify({items: [{content_html: html}]});
  for (const [file, content] of [
    ['blog/rss.xml', rss],
    ['blog/atom.xml', atom],
    ['blog/feed.json', json],
  ]) {
    assert.deepEqual(flagged(file, content), ['体験のあとにご提案します。'], file);
  }
});
