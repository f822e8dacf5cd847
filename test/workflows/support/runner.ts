/**
 * A small stand-in for GitHub's runner: runs a workflow's jobs, in `needs` order, on this machine
 * made to look like the ubuntu-24.04 runner image for the things that matter here (image.ts).
 * `run:` steps run for real, in bash as the runner starts them, with `${{ }}` and `if:` evaluated
 * by @actions/expressions. `uses:` steps are done the way each action documents:
 *
 * - actions/checkout: a clone of the repository from the stand-in for GitHub (a bare repository
 *   on this machine that the run's git config puts at https://github.com/).
 * - actions/setup-node: nothing; Node 24 is already first on PATH.
 * - actions/upload-artifact, actions/download-artifact: a copy in and out of the run's artifacts.
 * - JamesIves/github-pages-deploy-action: its own code, from its npm release (deployAction.ts).
 * - Any other action (they talk to GitHub's API): not run; the job says so in its log.
 *
 * The repository is the checkout's last commit; the workflow is the file as it is now.
 */
import {cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {condition, interpolate, type Contexts, type JobStatus} from './expressions';
import {deployActionInputs, DEPLOY_ACTION, deployActionMain} from './deployAction';
import {git, OWNER, PR_BRANCH, REPO, type GitHub} from './github';
import {prepareImage, type Image} from './image';

export interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
  if?: string | boolean;
  shell?: string;
  'working-directory'?: string;
  'continue-on-error'?: boolean;
}

export interface Job {
  name?: string;
  needs?: string | string[];
  if?: string;
  env?: Record<string, string>;
  defaults?: {run?: {shell?: string; 'working-directory'?: string}};
  outputs?: Record<string, string>;
  steps: Step[];
}

export interface Workflow {
  name: string;
  on: Record<string, unknown>;
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

export const parseWorkflow = (source: string) => parse(source) as Workflow;
export const readWorkflow = (file: string) => parseWorkflow(readFileSync(file, 'utf8'));

export type Result = 'success' | 'failure' | 'skipped';

export interface JobRun {
  result: Result;
  /** Each step's name and what it printed, as the job's log on GitHub shows them. */
  log: string;
}

const TOKEN = 'rehearsal-token';

/** The event each workflow is rehearsed on: its first trigger, as GitHub would send it. */
function githubContext(workflow: Workflow, github: GitHub) {
  const eventName = Object.keys(workflow.on)[0] ?? 'push';
  const pullRequest = {
    number: 12,
    base: {sha: github.sha, ref: 'main'},
    head: {sha: github.sha, ref: PR_BRANCH, repo: {full_name: `${OWNER}/${REPO}`}},
    user: {login: 'school-editor'},
  };
  const isPullRequest = eventName.startsWith('pull_request');
  return {
    event_name: eventName,
    ref: isPullRequest ? 'refs/pull/12/merge' : 'refs/heads/main',
    sha: github.sha,
    repository: `${OWNER}/${REPO}`,
    repository_owner: OWNER,
    server_url: 'https://github.com',
    workflow: workflow.name,
    token: TOKEN,
    event: {
      ...(isPullRequest ? {action: 'opened', number: 12, pull_request: pullRequest} : {}),
      repository: {default_branch: 'main', full_name: `${OWNER}/${REPO}`},
    },
  };
}

/** Repository variables the workflows read; PR_PREVIEW on, so preview.yml runs. */
const VARS = {PR_PREVIEW: 'true', GA_TRACKING_ID: '', ALLOW_SAMPLE_FACTS: ''};

const SHELLS: Record<string, string[]> = {
  // What the runner runs a `run:` with (GitHub's "Defaults / shell" table).
  default: ['bash', '-e'],
  bash: ['bash', '--noprofile', '--norc', '-eo', 'pipefail'],
  sh: ['sh', '-e'],
};

/** KEY=value lines and KEY<<DELIMITER blocks, as $GITHUB_OUTPUT and $GITHUB_ENV hold them. */
function readCommandFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const values: Record<string, string> = {};
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const heredoc = /^([^=<]+)<<(.+)$/.exec(lines[index]);
    if (heredoc) {
      const end = lines.indexOf(heredoc[2], index + 1);
      values[heredoc[1]] = lines.slice(index + 1, end).join('\n');
      index = end;
    } else if (lines[index].includes('=')) {
      const at = lines[index].indexOf('=');
      values[lines[index].slice(0, at)] = lines[index].slice(at + 1);
    }
  }
  return values;
}

const asStrings = (record: Record<string, unknown> | undefined, contexts: Contexts) =>
  Object.fromEntries(
    Object.entries(record ?? {}).map(([key, value]) => [key, interpolate(String(value), contexts)]),
  );

interface RunState {
  github: GitHub;
  artifacts: string;
  /** This checkout's node_modules, which the `npm ci` of a job links (image.ts). */
  nodeModules: string;
  /** The machine checks made so far (needs.ts), shared by the run's jobs. */
  checks: string;
  needs: Record<string, {result: Result; outputs: Record<string, string>}>;
}

async function runJob(
  workflow: Workflow,
  id: string,
  job: Job,
  state: RunState,
  scratch: string,
): Promise<JobRun> {
  const github = githubContext(workflow, state.github);
  const image: Image = prepareImage(path.join(scratch, id), job, state);
  const jobNeeds = Object.fromEntries(
    [job.needs ?? []].flat().map((need) => [need, state.needs[need]]),
  );
  const contexts: Contexts = {
    github,
    vars: VARS,
    secrets: {},
    needs: jobNeeds,
    runner: {os: 'Linux', temp: image.temp},
    env: {...workflow.env, ...job.env},
    steps: {},
    matrix: {},
    strategy: {},
    inputs: {},
    job: {},
  };
  let log = '';
  const needsStatus = Object.values(jobNeeds).every((need) => !need || need.result === 'success')
    ? 'success'
    : 'failure';
  if (!condition(job.if, contexts, needsStatus)) {
    state.needs[id] = {result: 'skipped', outputs: {}};
    return {result: 'skipped', log};
  }
  const steps: Record<string, {outcome: Result; conclusion: Result; outputs: object}> = {};
  let status: JobStatus = 'success';
  let addedEnv: Record<string, string> = {};
  for (const [index, step] of job.steps.entries()) {
    const stepContexts = {...contexts, steps, env: {...(contexts.env as object), ...addedEnv}};
    const name = step.name ?? step.uses ?? step.run ?? `step ${index + 1}`;
    if (!condition(step.if, stepContexts, status)) {
      log += `\n## ${name}: skipped (${step.if === undefined ? 'a step before failed' : `if: ${String(step.if)}`})\n`;
      if (step.id) steps[step.id] = {outcome: 'skipped', conclusion: 'skipped', outputs: {}};
      continue;
    }
    log += `\n## ${name}\n`;
    const outputFile = path.join(image.temp, `output-${index}`);
    const envFile = path.join(image.temp, `env-${index}`);
    writeFileSync(outputFile, '');
    writeFileSync(envFile, '');
    const env = {
      ...image.env,
      GITHUB_EVENT_NAME: github.event_name,
      GITHUB_REF: github.ref,
      GITHUB_SHA: github.sha,
      GITHUB_REPOSITORY: github.repository,
      GITHUB_REPOSITORY_OWNER: OWNER,
      GITHUB_SERVER_URL: github.server_url,
      GITHUB_WORKFLOW: workflow.name,
      GITHUB_OUTPUT: outputFile,
      GITHUB_ENV: envFile,
      ...asStrings(workflow.env, stepContexts),
      ...asStrings(job.env, stepContexts),
      ...addedEnv,
      ...asStrings(step.env, stepContexts),
    };
    let code: number | null;
    let output: string;
    if (step.run !== undefined) {
      const shell = step.shell ?? job.defaults?.run?.shell ?? 'default';
      const script = path.join(image.temp, `step-${index}.sh`);
      writeFileSync(script, interpolate(step.run, stepContexts));
      const directory =
        step['working-directory'] ?? job.defaults?.run?.['working-directory'] ?? '.';
      ({code, output} = await image.run(
        [...(SHELLS[shell] ?? shell.split(' ').filter((word) => word !== '{0}')), script],
        path.resolve(image.workspace, interpolate(directory, stepContexts)),
        env,
      ));
    } else {
      ({code, output} = await runAction(
        step,
        asStrings(step.with, stepContexts),
        image,
        env,
        state,
      ));
    }
    log += output;
    const outcome: Result = code === 0 ? 'success' : 'failure';
    if (step.id) {
      steps[step.id] = {
        outcome,
        conclusion: outcome === 'failure' && step['continue-on-error'] ? 'success' : outcome,
        outputs: readCommandFile(outputFile),
      };
    }
    addedEnv = {...addedEnv, ...readCommandFile(envFile)};
    if (outcome === 'failure') {
      log += `\n(exit code ${String(code)}${step['continue-on-error'] ? ', continue-on-error' : ''})\n`;
      if (!step['continue-on-error']) status = 'failure';
    }
  }
  const outputs = asStrings(job.outputs, {...contexts, steps});
  state.needs[id] = {result: status, outputs};
  return {result: status, log};
}

async function runAction(
  step: Step,
  inputs: Record<string, string>,
  image: Image,
  env: NodeJS.ProcessEnv,
  state: RunState,
): Promise<{code: number | null; output: string}> {
  const action = (step.uses ?? '').replace(/@.*/, '');
  const into = (dir = '.') => path.resolve(image.workspace, dir);
  switch (action) {
    case 'actions/checkout': {
      const dest = into(inputs.path);
      rmSync(dest, {recursive: true, force: true});
      git(image.dir, 'clone', '--quiet', '--shared', state.github.repository, dest);
      git(dest, 'remote', 'set-url', 'origin', `https://github.com/${OWNER}/${REPO}`);
      if (inputs.ref) git(dest, 'checkout', '--quiet', inputs.ref);
      return {code: 0, output: `cloned ${OWNER}/${REPO} into ${dest}\n`};
    }
    case 'actions/setup-node':
      return {code: 0, output: `Node ${process.version} (already on PATH)\n`};
    case 'actions/upload-artifact': {
      const from = into(inputs.path);
      if (!existsSync(from)) return {code: 0, output: `Warning: no files were found at ${from}\n`};
      cpSync(from, path.join(state.artifacts, inputs.name), {recursive: true});
      return {code: 0, output: `uploaded ${from} as ${inputs.name}\n`};
    }
    case 'actions/download-artifact': {
      const from = path.join(state.artifacts, inputs.name);
      if (!existsSync(from)) return {code: 1, output: `Error: artifact ${inputs.name} not found\n`};
      mkdirSync(into(inputs.path), {recursive: true});
      cpSync(from, into(inputs.path), {recursive: true});
      return {code: 0, output: `downloaded ${inputs.name} into ${into(inputs.path)}\n`};
    }
    case DEPLOY_ACTION:
      return image.run([process.execPath, deployActionMain()], image.workspace, {
        ...env,
        ...deployActionInputs(inputs),
      });
    default:
      return {code: 0, output: `${action}: not run here (it works through GitHub's API)\n`};
  }
}

/**
 * Runs `workflow`'s jobs (those in `only`, when given) in `needs` order against `github`, with
 * `artifacts` as the run's artifact store. Resolves with each job's result and log.
 */
export async function rehearseWorkflow({
  workflow,
  github,
  scratch,
  nodeModules,
  only,
  artifacts = {},
  checks = path.join(scratch, 'checks'),
}: {
  workflow: Workflow;
  github: GitHub;
  scratch: string;
  nodeModules: string;
  only?: string[];
  /** Artifacts of jobs that are not run, by name: the folder each holds. */
  artifacts?: Record<string, string>;
  /** Where the machine checks are kept (needs.ts); runs may share it. */
  checks?: string;
}): Promise<Record<string, JobRun>> {
  const state: RunState = {
    github,
    artifacts: path.join(scratch, 'artifacts'),
    nodeModules,
    checks,
    needs: {},
  };
  mkdirSync(state.artifacts, {recursive: true});
  mkdirSync(state.checks, {recursive: true});
  for (const [name, folder] of Object.entries(artifacts)) {
    cpSync(folder, path.join(state.artifacts, name), {recursive: true});
  }
  const runs: Record<string, JobRun> = {};
  const pending = Object.keys(workflow.jobs).filter((id) => !only || only.includes(id));
  while (pending.length > 0) {
    const ready = pending.find((id) =>
      [workflow.jobs[id].needs ?? []].flat().every((need) => !pending.includes(need)),
    );
    if (!ready) throw new Error(`${workflow.name}: the jobs' needs form a cycle`);
    pending.splice(pending.indexOf(ready), 1);
    runs[ready] = await runJob(workflow, ready, workflow.jobs[ready], state, scratch);
  }
  return runs;
}
