import path from 'node:path';

/**
 * The copy of the site the browser suite runs against (`npm run build:test` makes it): the
 * site's own content plus what an editor would add. Parallel checkouts may pick another folder.
 */
export const TEST_SITE_DIR = path.resolve(process.env.TEST_SITE_DIR ?? 'build-test-site');

/** That copy's production build. */
export const TEST_BUILD_DIR = path.join(TEST_SITE_DIR, 'build');

/** The address a pull request preview is built for, as the preview workflow builds pull request 12. */
export const PREVIEW_BASE_URL = '/pr-preview/pr-12/';

/** Where that copy is also built as a preview: the root of a gh-pages branch holding it. */
export const PREVIEW_ROOT = `${TEST_SITE_DIR}-preview`;
