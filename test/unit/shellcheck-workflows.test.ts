/**
 * The workflows' shell scripts are checked as actionlint checks them, and each finding points at
 * the workflow line to change.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {runScripts, shellcheck} from '../../scripts/ci/shellcheck-workflows';

const WORKFLOW = `on: push
defaults:
  run:
    shell: bash
jobs:
  one:
    runs-on: ubuntu-24.04
    steps:
      - run: echo one
      - name: block
        run: |
          ok="\${{ github.ref }}"
          ls $RUNNER_TEMP "$ok"
  two:
    runs-on: windows-latest
    defaults:
      run:
        shell: pwsh
    steps:
      - run: Write-Output $x
      - shell: sh
        run: echo $x
`;

test('each bash or sh run script, at the workflow line its text starts on', () => {
  assert.deepEqual(
    runScripts(WORKFLOW).map(({shell, line}) => [shell, line]),
    [
      ['bash', 9],
      ['bash', 12],
      ['sh', 22],
    ],
  );
});

test('a finding names the workflow line; an expression is no finding of its own', () => {
  const [, block] = runScripts(WORKFLOW);
  assert.deepEqual(
    shellcheck(block).map(({line, code}) => [line, code]),
    [[13, 2086]],
  );
});

test("a composite action's run scripts are read too, each in the shell its step names", () => {
  const action = `name: setup
runs:
  using: composite
  steps:
    - shell: bash
      run: npm ci
    - shell: pwsh
      run: Write-Output $x
`;
  assert.deepEqual(
    runScripts(action).map(({shell, line}) => [shell, line]),
    [['bash', 6]],
  );
});
