import {test} from 'node:test';
import assert from 'node:assert/strict';
import {previewsToKeep} from '../../scripts/ci/previews-to-keep';

test("each open pull request's preview is kept, anchored at the branch's root", () => {
  assert.deepEqual(previewsToKeep('12\n7\n'), ['/pr-preview/pr-12/', '/pr-preview/pr-7/']);
});

test('with no pull request open, no preview is kept', () => {
  assert.deepEqual(previewsToKeep(''), []);
  assert.deepEqual(previewsToKeep('\n'), []);
});

test('anything but a number is refused: it would reach the rsync command', () => {
  for (const line of ['12 --delete', '../x', '0', '-1', '1e3']) {
    assert.throws(() => previewsToKeep(`3\n${line}\n`), /Not a pull request number/);
  }
});
