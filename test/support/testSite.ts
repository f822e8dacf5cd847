import path from 'node:path';

/**
 * The copy of the site the browser suite runs against (`npm run build:test` makes it): the
 * site's own content plus what an editor would add. Parallel checkouts may pick another folder.
 */
export const TEST_SITE_DIR = path.resolve(process.env.TEST_SITE_DIR ?? 'build-test-site');

/** That copy's production build. */
export const TEST_BUILD_DIR = path.join(TEST_SITE_DIR, 'build');

/** The site itself built as a pull request preview (`npm run build:preview-test`). */
export const PREVIEW_ROOT = `${TEST_SITE_DIR}-preview`;
