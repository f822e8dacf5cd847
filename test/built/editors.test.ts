/**
 * The editors' pages (plugins/site/editors-page.ts) in the build: only editors need them, so they
 * are kept out of search engines and the navigation; the editors' Markdown guide links to
 * them. What every page holds (title, h1, Japanese labels, valid HTML) is checked for
 * them in page-html.test.ts and html.test.ts, their forms in the browser (editors.spec.ts).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {EDITORS_PAGE_PATH, PHOTOS_PAGE_PATH} from '../../plugins/site/editors-page';
import {$$, builtPages, textOf} from '../support/builtPages';
import {TEST_BUILD_DIR} from '../support/testSite';

const PAGES = builtPages(TEST_BUILD_DIR);
const EDITORS_PAGES = [EDITORS_PAGE_PATH, PHOTOS_PAGE_PATH].map((editorsPath) => ({
  route: `/${editorsPath}`,
  page: PAGES.find(({path: route}) => route === `/${editorsPath}`),
}));
/** Where a visitor finds their way round: the navbar, the footer and the sidebars. */
const NAVIGATION = ['nav.navbar', 'footer', '.theme-doc-sidebar-container', 'aside'];

/** The links to the page at `target` inside any of `scopes`. */
const linksTo = (document: (typeof PAGES)[number]['document'], scopes: string[], target: string) =>
  $$(document, scopes.map((scope) => `${scope} a[href]`).join(', ')).filter(
    ({attribs}) => attribs.href.split(/[?#]/)[0] === target,
  );

test('no navbar, footer or sidebar leads to them; the editors guide, itself out of search engines, does', () => {
  for (const {route} of EDITORS_PAGES) {
    assert.deepEqual(
      PAGES.filter(({document}) => linksTo(document, NAVIGATION, route).length > 0).map(
        ({path: linking}) => linking,
      ),
      [],
      route,
    );
    const linking = PAGES.filter(({document}) => linksTo(document, ['main'], route).length > 0);
    assert.ok(
      linking.some(({path: linked}) => linked === '/markdown-page'),
      `the editors Markdown guide links to ${route}`,
    );
    assert.deepEqual(
      linking.filter(({noindex}) => !noindex).map(({path: linked}) => linked),
      [],
      `pages offered to search engines that link to ${route}`,
    );
  }
});

// Being noindex keeps them out of the sitemap (site.test.ts) and the site search (search.spec.ts).
test('each is built, keeps out of search engines, says it needs JavaScript and what to do when it is off', () => {
  for (const {route, page} of EDITORS_PAGES) {
    assert.ok(page, `${route} is built`);
    assert.ok(page.noindex, `${route} is noindex`);
    const main = $$(page.document, 'main')[0];
    assert.match(textOf(main), /このページは JavaScript を使います。/, route);
    assert.match(
      readFileSync(path.join(TEST_BUILD_DIR, page.file), 'utf8'),
      /<noscript>[^]*?JavaScript をオンにしてから、もう一度開いてください。[^]*?<\/noscript>/,
      route,
    );
  }
});
