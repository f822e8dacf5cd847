/**
 * The browser suite visits the pages a pull request changes (test/support/changedPages.ts), at
 * the routes the content check gives their files: each post and doc page of the build is at the
 * route of one content file, and each published post and doc is built at its route.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {checkContent} from '../../scripts/editor/content/run-checks';
import {builtPages} from '../support/builtPages';
import {TEST_BUILD_DIR, TEST_SITE_DIR} from '../support/testSite';

const CONTENT_LAYOUTS = ['blog-post-page', 'docs-doc-page'];

test('every post and doc page is at the route the content check gives its file', async () => {
  const {pages: computed} = await checkContent(TEST_SITE_DIR);
  const built = builtPages(TEST_BUILD_DIR).filter(({layout}) =>
    layout.split(' ').some((name) => CONTENT_LAYOUTS.includes(name)),
  );
  assert.ok(built.length > 0, 'the build has posts and doc pages');
  const published = computed.filter(
    ({kind, draft, scheduled}) => kind !== 'page' && !draft && !scheduled,
  );
  const builtRoutes = new Set(built.map(({path}) => path));
  const computedRoutes = new Set(published.map(({route}) => route));
  assert.deepEqual(
    built.filter(({path}) => !computedRoutes.has(path)).map(({path}) => path),
    [],
    'built pages no content file is at',
  );
  assert.deepEqual(
    published
      .filter(({route}) => !builtRoutes.has(route))
      .map(({file, route}) => `${file}: ${route}`),
    [],
    'content files not built at their route',
  );
});
