/**
 * No page of the test build, nor its feeds, proposes a plan or a course (lib/proposals.ts): the
 * rule `npm run build:deploy` also holds the deploy build to.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {findProposals, proposalReport} from '../../lib/proposals';
import {TEST_BUILD_DIR, TEST_SITE_DIR} from '../support/testSite';

test('no published sentence proposes a plan or a course', () => {
  const {read, proposals} = findProposals(TEST_BUILD_DIR);
  assert.ok(read > 0, `${TEST_BUILD_DIR} holds no page: run npm run build:test first.`);
  if (proposals.length > 0) assert.fail(proposalReport(proposals, TEST_SITE_DIR).join('\n'));
});
