/**
 * The browser suite visits the pages a pull request changes (test/support/changedPages.ts): each
 * post and doc page of the build traces back to the content file it is made from, through the
 * build's own route data.
 */
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {builtPages} from '../support/builtPages';
import {routeSources} from '../support/changedPages';
import {TEST_BUILD_DIR, TEST_SITE_DIR} from '../support/testSite';

const CONTENT_LAYOUTS = ['blog-post-page', 'docs-doc-page'];

test('every post and doc page traces back to its Markdown file', () => {
  const sources = routeSources(path.join(TEST_SITE_DIR, '.docusaurus'));
  const pages = builtPages(TEST_BUILD_DIR).filter(({layout}) =>
    layout.split(' ').some((name) => CONTENT_LAYOUTS.includes(name)),
  );
  assert.ok(pages.length > 0, 'the build has posts and doc pages');
  const untraced = pages
    .filter(({path: route}) => {
      const markdown = (sources.get(route) ?? []).filter((file) => /\.mdx?$/.test(file));
      return (
        markdown.length !== 1 || !existsSync(path.join(TEST_SITE_DIR, markdown[0] ?? '')) // one file
      );
    })
    .map(({path: route}) => `${route}: ${(sources.get(route) ?? []).join(', ') || 'no file'}`);
  assert.deepEqual(untraced, []);
});
