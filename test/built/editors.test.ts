/**
 * The editors' page (plugins/site/editors-page.ts) in the build: only editors need it, so it is
 * kept out of search engines and the navigation; the editors' Markdown guide links to it. What
 * every page holds (title, h1, Japanese labels, valid HTML) is checked for it in pages.test.ts
 * and html.test.ts, its form in the browser (editors.spec.ts).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {EDITORS_PAGE_PATH} from '../../plugins/site/editors-page';
import {$$, builtPages, textOf} from '../support/builtSite';
import {TEST_BUILD_DIR} from '../support/testSite';

const ROUTE = `/${EDITORS_PAGE_PATH}`;
const PAGES = builtPages(TEST_BUILD_DIR);
const EDITORS_PAGE = PAGES.find(({path: route}) => route === ROUTE);
/** Where a visitor finds their way round: the navbar, the footer and the sidebars. */
const NAVIGATION = ['nav.navbar', 'footer', '.theme-doc-sidebar-container', 'aside'];

/** The links to the editors page inside any of `scopes`. */
const linksTo = (document: (typeof PAGES)[number]['document'], scopes: string[]) =>
  $$(document, scopes.map((scope) => `${scope} a[href]`).join(', ')).filter(
    ({attribs}) => attribs.href.split(/[?#]/)[0] === ROUTE,
  );

// Being noindex keeps it out of the sitemap (site.test.ts) and the site search (search.spec.ts).
test('the editors page is built and keeps itself out of search engines', () => {
  assert.ok(EDITORS_PAGE, `${ROUTE} is built`);
  assert.ok(EDITORS_PAGE.noindex);
});

test('no navbar, footer or sidebar leads to it; the editors guide, itself out of search engines, does', () => {
  assert.deepEqual(
    PAGES.filter(({document}) => linksTo(document, NAVIGATION).length > 0).map(
      ({path: route}) => route,
    ),
    [],
  );
  const linking = PAGES.filter(({document}) => linksTo(document, ['main']).length > 0);
  assert.ok(
    linking.some(({path: route}) => route === '/markdown-page'),
    'the editors Markdown guide links to it',
  );
  assert.deepEqual(
    linking.filter(({noindex}) => !noindex).map(({path: route}) => route),
    [],
    'pages offered to search engines that link to it',
  );
});

test('it says it needs JavaScript, and what to do when it is off', () => {
  assert.ok(EDITORS_PAGE);
  const main = $$(EDITORS_PAGE.document, 'main')[0];
  assert.match(textOf(main), /このページは JavaScript を使います。/);
  assert.match(
    readFileSync(path.join(TEST_BUILD_DIR, EDITORS_PAGE.file), 'utf8'),
    /<noscript>[^]*?JavaScript をオンにしてから、もう一度開いてください。[^]*?<\/noscript>/,
  );
});
