import {test} from 'node:test';
import assert from 'node:assert/strict';
import {deployActionMismatches, unpinnedActions} from '../../scripts/ci/check-action-pins';

const CHECKOUT = 'actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1';
const workflow = (uses: string) => `on: push
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: ${uses}
      - uses: ./local-action
`;

test('an action pinned to a commit SHA with its version in a comment passes', () => {
  assert.deepEqual(unpinnedActions(workflow(CHECKOUT)), []);
});

test('an action on a tag, or a SHA without its version, is reported with the line', () => {
  assert.match(unpinnedActions(workflow('actions/checkout@v4')).join(), /line 6: .* not pinned/);
  assert.match(
    unpinnedActions(workflow(CHECKOUT.replace(/ #.*/, ''))).join(),
    /line 6: .* needs its version in a comment/,
  );
});

test('the deploy action pinned at the release of its npm package passes; another is reported', () => {
  const deploy = (tag: string) =>
    workflow(
      `JamesIves/github-pages-deploy-action@4a3abc783e1a24aeb44c16e869ad83caf6b4cc23 # ${tag}`,
    );
  assert.deepEqual(deployActionMismatches(deploy('v4.7.4'), '4.7.4'), []);
  assert.match(
    deployActionMismatches(deploy('v4.7.3'), '4.7.4').join(),
    /line 6: .* pinned at v4\.7\.3, but package\.json has .* 4\.7\.4/,
  );
});
