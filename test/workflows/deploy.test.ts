/**
 * deploy.yml's deploy job with JamesIves/github-pages-deploy-action's own code (its npm release,
 * the version the workflow pins: npm run lint:workflows holds them equal), pushing to a bare
 * repository that stands in for GitHub. The steps before it are done as the job lists them: a
 * checkout of this commit, the artifact into the download's path, the previews to keep. The action gets every `with:` input of the workflow's
 * step, with action.yml's defaults for the rest, as the runner gives them: the library's own
 * defaults differ (`clean` is false there, true in action.yml).
 *
 * The build job's artifact stands in as a few pages and the site's static/ (with .nojekyll),
 * carried through the upload as the build job's upload step says: building the site costs about
 * 30 CPU-seconds, other tests build it, and the deploy does not read what the pages say.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parse} from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REPOSITORY = 'school-owner/school-site';
const TOKEN = 'test-token';
const PHOTO = 'img/blog/walk.jpg';

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
}
interface Job {
  steps: Step[];
}
const {jobs} = parse(readFileSync(path.join(ROOT, '.github/workflows/deploy.yml'), 'utf8')) as {
  jobs: Record<string, Job>;
};
const stepUsing = (job: Job, action: string) => {
  const step = job.steps.find(({uses}) => uses?.startsWith(`${action}@`));
  assert.ok(step, `deploy.yml uses ${action}`);
  return step;
};
const upload = stepUsing(jobs.build, 'actions/upload-artifact');
const deployStep = stepUsing(jobs.deploy, 'JamesIves/github-pages-deploy-action');
const previewsStep = jobs.deploy.steps.find(({run}) => run?.includes('previews-to-keep.ts'));
const BRANCH = String(deployStep.with?.branch);

const actionDir = path.dirname(
  createRequire(import.meta.url).resolve('@jamesives/github-pages-deploy-action/package.json'),
);
const actionYml = parse(readFileSync(path.join(actionDir, 'action.yml'), 'utf8')) as {
  runs: {main: string};
  inputs: Record<string, {default?: string | number | boolean}>;
};

let scratch: string;
let github: string;
/** Git as on the runner: no machine config; HOME and the global config (the action writes it) the run's. */
let gitEnv: NodeJS.ProcessEnv;
before(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'deploy-'));
  github = path.join(scratch, 'github');
  const home = path.join(scratch, 'home');
  mkdirSync(home);
  const global = path.join(home, '.gitconfig');
  // The token URL the action pushes to leads to the stand-in for GitHub.
  writeFileSync(
    global,
    `[url "${github}/"]\n\tinsteadOf = https://x-access-token:${TOKEN}@github.com/\n` +
      '[user]\n\tname = Owner\n\temail = owner@example.jp\n',
  );
  gitEnv = {
    PATH: process.env.PATH,
    HOME: home,
    GIT_CONFIG_GLOBAL: global,
    GIT_CONFIG_NOSYSTEM: '1',
  };
  git(scratch, 'init', '--quiet', '--bare', path.join(github, `${REPOSITORY}.git`));
});
after(() => {
  rmSync(scratch, {recursive: true, force: true});
});

function git(cwd: string, ...args: string[]): string {
  const result = spawnSync('git', args, {cwd, encoding: 'utf8', env: gitEnv});
  assert.equal(result.status, 0, `git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

/** The artifact: what the upload step takes of a build made of static/ and `pages`. */
function builtSite(name: string, pages: Record<string, string>): string {
  const build = path.join(scratch, `${name}-build`);
  cpSync(path.join(ROOT, 'static'), build, {recursive: true});
  for (const [file, text] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(build, file)), {recursive: true});
    writeFileSync(path.join(build, file), text);
  }
  const artifact = path.join(scratch, `${name}-artifact`);
  const hidden = upload.with?.['include-hidden-files'] === true;
  cpSync(build, artifact, {
    recursive: true,
    filter: (file) => hidden || !path.basename(file).startsWith('.'),
  });
  return artifact;
}

/** `${{ steps.<id>.outputs.<name> }}` from the outputs given; any other expression fails. */
function evaluate(value: string, outputs: Record<string, Record<string, string>>): string {
  return value.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (expression, inner: string) => {
    const output = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(inner);
    const known = output ? outputs[output[1]]?.[output[2]] : undefined;
    assert.ok(known !== undefined, `the test cannot evaluate ${expression}`);
    return known;
  });
}

/** KEY<<DELIMITER blocks and KEY=value lines of a $GITHUB_OUTPUT file. */
function readOutputs(file: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const block = /^([^=<]+)<<(.+)$/.exec(lines[index]);
    if (block) {
      const end = lines.indexOf(block[2], index + 1);
      outputs[block[1]] = lines.slice(index + 1, end).join('\n');
      index = end;
    } else if (lines[index].includes('=')) {
      const [key, ...value] = lines[index].split('=');
      outputs[key] = value.join('=');
    }
  }
  return outputs;
}

/** The deploy job's steps, in a new workspace, with `openPullRequests` open on GitHub. */
function deploy(run: string, artifact: string, openPullRequests: number[]) {
  const dir = path.join(scratch, run);
  const workspace = path.join(dir, 'workspace');
  const temp = path.join(dir, 'temp');
  mkdirSync(temp, {recursive: true});
  // The steps before the deploy action, as the job has them: actions/checkout (the commit this
  // test runs on) and actions/download-artifact (into the step's path).
  mkdirSync(workspace, {recursive: true});
  for (const step of jobs.deploy.steps.slice(0, jobs.deploy.steps.indexOf(deployStep))) {
    if (step.uses?.startsWith('actions/checkout@')) {
      git(scratch, 'clone', '--quiet', '--shared', ROOT, workspace);
    }
    if (step.uses?.startsWith('actions/download-artifact@')) {
      cpSync(artifact, path.join(workspace, String(step.with?.path)), {recursive: true});
    }
  }
  const runner = {
    ...gitEnv,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REF_NAME: 'main',
    GITHUB_SHA: git(ROOT, 'rev-parse', 'HEAD').trim(),
    GITHUB_ACTOR: 'school-owner',
    RUNNER_OS: 'Linux',
    RUNNER_TEMP: temp,
  };
  // The previews step, with the API's answer in place of `gh api`.
  assert.ok(previewsStep?.id, 'deploy.yml lists the previews to keep in a step with an id');
  const previewsOutput = path.join(temp, 'previews-output');
  writeFileSync(previewsOutput, '');
  // This checkout's script, the one being tested, rather than the last commit's.
  const previews = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts/ci/previews-to-keep.ts')],
    {
      cwd: workspace,
      input: openPullRequests.map((number) => `${number}\n`).join(''),
      env: {...runner, GITHUB_OUTPUT: previewsOutput},
      encoding: 'utf8',
    },
  );
  assert.equal(previews.status, 0, previews.stderr);
  const outputs = {[previewsStep.id]: readOutputs(previewsOutput)};

  const inputs = {
    ...Object.fromEntries(
      Object.entries(actionYml.inputs)
        .filter(([, input]) => input.default !== undefined)
        .map(([name, input]) => [
          name,
          String(input.default).replace('${{ github.token }}', TOKEN),
        ]),
    ),
    ...Object.fromEntries(
      Object.entries(deployStep.with ?? {}).map(([name, value]) => [
        name,
        evaluate(String(value), outputs),
      ]),
    ),
  };
  // The runner's files for outputs and environment, which @actions/core appends to.
  const files = {GITHUB_OUTPUT: path.join(temp, 'output'), GITHUB_ENV: path.join(temp, 'env')};
  for (const file of Object.values(files)) writeFileSync(file, '');
  const action = spawnSync(process.execPath, [path.join(actionDir, actionYml.runs.main)], {
    cwd: workspace,
    env: {
      ...runner,
      ...files,
      ...Object.fromEntries(
        Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]),
      ),
    },
    encoding: 'utf8',
  });
  assert.equal(action.status, 0, action.stdout + action.stderr);
  assert.doesNotMatch(action.stdout, /::error::/, action.stdout);
}

const bare = () => path.join(github, `${REPOSITORY}.git`);
/** The files on gh-pages, sorted. */
const published = () => git(bare(), 'ls-tree', '-r', '--name-only', BRANCH).trim().split('\n');
const show = (file: string) => git(bare(), 'show', `${BRANCH}:${file}`);
const commits = () => Number(git(bare(), 'rev-list', '--count', BRANCH).trim());
/** Every commit reachable from gh-pages that holds `file`. */
const historyOf = (file: string) => git(bare(), 'log', '--oneline', BRANCH, '--', file).trim();

/** A commit on gh-pages besides the deploy's, as a preview or GitHub's Settings → Pages makes. */
function pushToPages(files: Record<string, string>) {
  const clone = mkdtempSync(path.join(scratch, 'owner-'));
  git(scratch, 'clone', '--quiet', '--branch', BRANCH, bare(), clone);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(clone, file)), {recursive: true});
    writeFileSync(path.join(clone, file), text);
  }
  git(clone, 'add', '--all');
  git(clone, 'commit', '--quiet', '-m', Object.keys(files).join(', '));
  git(clone, 'push', '--quiet', 'origin', BRANCH);
}

test('the first deploy publishes the site, .nojekyll included, as one commit', (t) => {
  deploy(
    'first',
    builtSite('site-1', {'index.html': 'ようこそ 1', 'docs/guide.html': '案内', [PHOTO]: 'JPEG'}),
    [],
  );
  assert.equal(show('index.html'), 'ようこそ 1');
  assert.ok(published().includes('docs/guide.html'));
  assert.ok(published().includes(PHOTO));
  assert.ok(published().includes('.nojekyll'), 'GitHub Pages would skip _-prefixed folders');
  t.diagnostic(`after the deploy: git rev-list --count gh-pages = ${String(commits())}`);
  assert.equal(commits(), 1, 'gh-pages is one commit after every deploy');
  assert.notEqual(historyOf(PHOTO), '', 'the photo is published');
});

test('the next deploy replaces the branch with one commit: a removed photo and a closed pull request leave no copy; open previews and CNAME stay', (t) => {
  pushToPages({'pr-preview/pr-12/index.html': 'プレビュー 12'});
  pushToPages({
    'pr-preview/pr-13/index.html': 'プレビュー 13',
    [`pr-preview/pr-13/${PHOTO}`]: 'JPEG',
  });
  pushToPages({CNAME: 'www.example.jp\n'});
  t.diagnostic(`before the deploy: git rev-list --count gh-pages = ${String(commits())}`);
  assert.equal(commits(), 4);

  deploy('second', builtSite('site-2', {'index.html': 'ようこそ 2'}), [12]);
  assert.equal(show('index.html'), 'ようこそ 2');
  t.diagnostic(`after the deploy: git rev-list --count gh-pages = ${String(commits())}`);
  t.diagnostic(`git log gh-pages -- ${PHOTO}: "${historyOf(PHOTO)}"`);
  assert.equal(commits(), 1, 'gh-pages is one commit after every deploy');
  assert.equal(historyOf(PHOTO), '', 'no commit reachable from gh-pages holds the removed photo');
  assert.ok(!published().includes('docs/guide.html'), 'a page gone from the build is gone');
  assert.equal(show('pr-preview/pr-12/index.html'), 'プレビュー 12');
  assert.equal(historyOf('pr-preview/pr-13'), '', "the closed pull request's preview is gone");
  assert.equal(show('CNAME'), 'www.example.jp\n');
  assert.ok(published().includes('.nojekyll'));
});
