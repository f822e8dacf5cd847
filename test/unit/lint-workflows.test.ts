import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {cp, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {lintDependabot, lintWorkflow} from '../../scripts/lint-workflows';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const CHECKOUT = 'actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1';

test('the workflows and the dependabot config in the repository are valid', () => {
  assert.deepEqual(lintWorkflow(read('.github/workflows/ci.yml')), []);
  assert.deepEqual(lintWorkflow(read('.github/workflows/deploy.yml')), []);
  assert.deepEqual(lintDependabot(read('.github/dependabot.yml')), []);
});

test('a workflow with a misspelt trigger and a job without runs-on is rejected', () => {
  const problems = lintWorkflow(`name: x
on: pushh
jobs:
  test:
    steps:
      - uses: ${CHECKOUT}
`).join('\n');
  assert.match(problems, /\/on: /);
  assert.match(problems, /\/jobs\/test\/runs-on: This property is required/);
});

test('a workflow that is not YAML is rejected with the line', () => {
  assert.match(lintWorkflow('on: [push\njobs: {}\n').join('\n'), /line \d+/);
});

test('actions must be pinned to a full commit SHA with the version in a comment', () => {
  const workflow = (uses: string) => `on: push
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: ${uses}
      - uses: ./local-action
`;
  assert.deepEqual(lintWorkflow(workflow(CHECKOUT)), []);
  assert.match(lintWorkflow(workflow('actions/checkout@v4')).join(), /line 6: .* not pinned/);
  assert.match(
    lintWorkflow(workflow(CHECKOUT.replace(/ #.*/, ''))).join(),
    /needs its version in a comment/,
  );
});

test('dependabot: unknown ecosystem, interval, keys and group rules are reported', () => {
  const problems = lintDependabot(`version: 2
updates:
  - package-ecosystem: npmjs
    directory: /
    schedule: {interval: fortnightly}
    grups: {}
  - package-ecosystem: github-actions
    directory: .github
    schedule: {interval: weekly}
    groups:
      all: {pattern: ['*']}
`).join('\n');
  for (const expected of [
    /updates\[0\]: unknown key "grups"/,
    /package-ecosystem "npmjs"/,
    /schedule.interval "fortnightly"/,
    /updates\[1\]: directory must be a path starting with "\/"/,
    /updates\[1\].groups.all needs patterns/,
  ]) {
    assert.match(problems, expected);
  }
  assert.match(lintDependabot('version: 1\nupdates: []\n').join(), /version must be 2/);
  assert.match(lintDependabot('updates: [\n').join(), /invalid YAML/);
});

test('the command exits non-zero and names the file when a workflow is broken', async () => {
  const repository = await mkdtemp(path.join(tmpdir(), 'workflows-'));
  try {
    await cp(path.join(ROOT, '.github'), path.join(repository, '.github'), {recursive: true});
    await writeFile(
      path.join(repository, '.github/workflows/ci.yml'),
      'on: push\njobs: {test: {steps: []}}\n',
    );
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/lint-workflows.ts', repository],
      {cwd: ROOT, encoding: 'utf8'},
    );
    assert.equal(run.status, 1);
    assert.match(run.stdout, /^FAIL \.github\/workflows\/ci\.yml$/m);
    assert.match(run.stdout, /^ok \.github\/workflows\/deploy\.yml$/m);
    assert.match(run.stderr, /runs-on: This property is required/);
  } finally {
    await rm(repository, {recursive: true, force: true});
  }
});
