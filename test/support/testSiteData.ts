import {TEST_SITE_DIR} from './testSite';

/**
 * Loaded first (`node --import`, playwright.config.mts) by the suites over the test build: the
 * data modules then read the facts that build was made with, an owner's (buildTestSite.ts).
 */
process.env.SCHOOL_DATA_ROOT = TEST_SITE_DIR;
