/**
 * Facts about .github/workflows and the local setup action that GitHub would only show by failing
 * (or by not failing where it should): a job that starts a browser it did not install, an
 * artifact nobody uploaded, a write token by default, a deploy with nothing checked out. Each is
 * read from the YAML; what the jobs run is tested where it lives (npm test), and the deploy
 * action's own code in deploy.test.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {readWorkflows} from '../../scripts/ci/workflows';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SETUP = './.github/actions/setup';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}
interface Job {
  name?: string;
  needs?: string | string[];
  'runs-on'?: string;
  'timeout-minutes'?: number | string;
  env?: Record<string, unknown>;
  uses?: string;
  steps?: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string> | string;
  concurrency?: {group?: string} | string;
  env?: Record<string, unknown>;
  jobs: Record<string, Job>;
}

const workflows = readWorkflows(ROOT).map(({file, source}) => ({
  file,
  workflow: parse(source) as Workflow,
}));
const setupAction = parse(readFileSync(path.join(ROOT, SETUP, 'action.yml'), 'utf8')) as {
  runs: {steps: Step[]};
};
const jobs = workflows.flatMap(({file, workflow}) =>
  Object.entries(workflow.jobs).map(([id, job]) => ({
    file,
    workflow,
    id,
    job,
    steps: job.steps ?? [],
  })),
);
const where = (file: string, id: string) => `${file}: job ${id}`;
const runs = (steps: Step[]) => steps.flatMap(({run}) => (run === undefined ? [] : [run]));
/** Every `run:` of the jobs and of the setup action, with where it is written. */
const everyRun = [
  ...jobs.flatMap(({file, id, steps}) => runs(steps).map((run) => [where(file, id), run])),
  ...runs(setupAction.runs.steps).map((run) => [SETUP, run]),
];

const {scripts} = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
/** The package.json scripts a command line runs: `npm run x`, `npm test`, run-s and run-p's. */
function scriptsRunBy(command: string): string[] {
  return command.split(/&&|\|\||[;|\n]/).flatMap((part) => {
    const words = part.trim().split(/\s+/);
    const npm = words.indexOf('npm');
    if (npm !== -1 && words[npm + 1] === 'test') return ['test'];
    if (npm !== -1 && words[npm + 1] === 'run') {
      const name = words.slice(npm + 2).find((word) => !word.startsWith('-'));
      return name ? [name] : [];
    }
    if (words[0] === 'run-s' || words[0] === 'run-p') {
      return words.slice(1).filter((word) => word in scripts);
    }
    return [];
  });
}
/** Whether a command line starts a browser: Playwright's tests or Lighthouse, itself or in a script it runs. */
function startsBrowser(command: string, seen = new Set<string>()): boolean {
  if (/\bplaywright test\b|\blhci\b|\blighthouse\b/.test(command)) return true;
  return scriptsRunBy(command).some(
    (name) => !seen.has(name) && startsBrowser(scripts[name] ?? '', seen.add(name)),
  );
}

test('the browser suite is what starts a browser, and the build is not', () => {
  assert.ok(startsBrowser('npm run test:e2e'));
  assert.ok(startsBrowser('npm test'));
  assert.ok(!startsBrowser('npm run build:deploy'));
  assert.ok(!startsBrowser('npm run test:static'));
});

test('every job that starts a browser installs it through the setup, and no other job does', () => {
  for (const {file, id, steps} of jobs) {
    const setup = steps.find(({uses}) => uses === SETUP);
    const browser = setup?.with?.browser === true || setup?.with?.browser === 'true';
    const needed = runs(steps).some((run) => startsBrowser(run));
    assert.equal(
      browser,
      needed,
      `${where(file, id)} ${needed ? 'starts a browser: give the setup browser: true' : "starts no browser: drop the setup's browser input"}`,
    );
  }
});

test("no job uses the runner image's own browser", () => {
  // On GitHub, lib/chromium.ts starts Playwright's download unless CHROMIUM_PATH names a file.
  const image = /\/usr\/bin\/(?:chromium|google-chrome)|chromium-browser/;
  for (const {file, workflow, id, job, steps} of jobs) {
    for (const env of [workflow.env, job.env, ...steps.map((step) => step.env)]) {
      const named = env?.CHROMIUM_PATH;
      assert.ok(
        named === undefined || named === 'playwright',
        `${where(file, id)}: CHROMIUM_PATH=${String(named)}`,
      );
    }
  }
  for (const [label, run] of everyRun) assert.doesNotMatch(run, image, label);
});

test("every job gets Node.js and the packages from the setup, except where the workspace is a pull request's", () => {
  for (const {file, workflow, id, steps} of jobs) {
    if ('pull_request_target' in workflow.on) {
      const why = `${where(file, id)}: a local action runs the pull request's code with ${file}'s token`;
      for (const {uses} of steps) assert.ok(!uses?.startsWith('./'), why);
    } else {
      const why = `${where(file, id)}: use ${SETUP}`;
      for (const run of runs(steps)) assert.doesNotMatch(run, /\bnpm ci\b/, why);
    }
  }
});

test('every artifact downloaded is uploaded by a job it needs, and the site keeps its hidden files', () => {
  for (const {file, workflow, id, steps} of jobs) {
    const needed = new Set<string>();
    const addNeeds = (job: string) => {
      for (const need of [workflow.jobs[job].needs ?? []].flat()) {
        needed.add(need);
        addNeeds(need);
      }
    };
    addNeeds(id);
    const uploads = [...needed].flatMap((need) =>
      (workflow.jobs[need].steps ?? []).filter(({uses}) =>
        uses?.startsWith('actions/upload-artifact@'),
      ),
    );
    for (const download of steps.filter(({uses}) =>
      uses?.startsWith('actions/download-artifact@'),
    )) {
      assert.ok(
        uploads.some((upload) => upload.with?.name === download.with?.name),
        `${where(file, id)} downloads ${String(download.with?.name)}, which no job it needs uploads`,
      );
    }
  }
  for (const {file, id, steps} of jobs) {
    for (const upload of steps.filter(({uses}) => uses?.startsWith('actions/upload-artifact@'))) {
      if (!/^build\/?$/.test(String(upload.with?.path))) continue;
      // .nojekyll: without it, Pages drops the site's _-prefixed folders.
      assert.equal(
        upload.with?.['include-hidden-files'],
        true,
        `${where(file, id)}: include-hidden-files: true`,
      );
    }
  }
});

test('every workflow gives read-only or no permissions unless a job asks for more', () => {
  for (const {file, workflow} of workflows) {
    const permissions = workflow.permissions;
    assert.ok(
      permissions !== undefined && typeof permissions === 'object',
      `${file}: permissions: {} or read`,
    );
    for (const [scope, level] of Object.entries(permissions)) {
      assert.equal(level, 'read', `${file}: permissions ${scope}`);
    }
  }
});

test('no ${{ }} inside run: (an expression is pasted into the script before bash reads it)', () => {
  for (const [label, run] of everyRun) assert.doesNotMatch(run, /\$\{\{/, label);
});

test('every job has a timeout and runs on ubuntu-24.04; every workflow has a concurrency group', () => {
  for (const {file, workflow} of workflows) {
    // A called workflow runs inside its caller's run and group.
    if (Object.keys(workflow.on).join() === 'workflow_call') continue;
    const group =
      typeof workflow.concurrency === 'string' ? workflow.concurrency : workflow.concurrency?.group;
    assert.ok(group, `${file}: concurrency`);
  }
  for (const {file, id, job} of jobs) {
    // A job that calls a workflow runs that workflow's jobs, checked in their own file.
    if (job.uses !== undefined) continue;
    assert.ok(job['timeout-minutes'] !== undefined, `${where(file, id)}: timeout-minutes`);
    assert.equal(job['runs-on'], 'ubuntu-24.04', where(file, id));
  }
});

test('every apt-get install runs after an apt-get update', () => {
  for (const [label, run] of everyRun) {
    const install = run.search(/apt-get install/);
    if (install !== -1) {
      const update = run.search(/apt-get update/);
      assert.ok(update !== -1 && update < install, `${label}: apt-get update first`);
    }
  }
});

test('the deploy checks out the repository before the action that publishes', () => {
  // The publishing actions run git in the workspace: without a checkout there they fail.
  const publishes = /^(?:JamesIves\/github-pages-deploy-action|rossjrw\/pr-preview-action)@/;
  let seen = 0;
  for (const {file, id, steps} of jobs) {
    const publish = steps.findIndex(({uses}) => publishes.test(uses ?? ''));
    if (publish === -1) continue;
    seen += 1;
    const checkout = steps.findIndex(({uses}) => uses?.startsWith('actions/checkout@'));
    assert.ok(checkout !== -1 && checkout < publish, `${where(file, id)}: actions/checkout first`);
  }
  assert.ok(seen > 0);
});
