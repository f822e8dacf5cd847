/**
 * Validates .github/workflows/*.yml against the GitHub Actions schema (action-validator, the
 * engine behind @action-validator/cli), requires every third-party action to be pinned to a full
 * commit SHA with its version in a comment, and checks .github/dependabot.yml, which
 * action-validator does not know. Run by `npm run lint:workflows [repository folder]`; exits
 * non-zero on any error.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {validateWorkflow, type ValidationError} from '@action-validator/core';
import {load} from 'js-yaml';

const WORKFLOWS_DIR = '.github/workflows';
const DEPENDABOT_FILE = '.github/dependabot.yml';

function describeSchemaError(error: ValidationError, indent = '  '): string[] {
  const where = 'path' in error && error.path ? error.path : '(file)';
  const line = 'location' in error && error.location ? ` (line ${error.location.line})` : '';
  const head = `${indent}${where}${line}: ${error.title}${error.detail ? ` — ${error.detail}` : ''}`;
  const alternatives = ('states' in error ? error.states : undefined) ?? [];
  return [
    head,
    ...alternatives.flatMap((state, index) => [
      `${indent}  option ${index + 1}:`,
      ...state.errors.flatMap((nested) => describeSchemaError(nested, `${indent}    `)),
    ]),
  ];
}

// `uses: owner/repo@<40 hex> # v1.2.3`; local (./) and docker:// actions are not pinned this way.
const USES = /^\s*-?\s*uses:\s*(?<ref>[^\s#]+)\s*(?:#\s*(?<comment>\S.*))?$/;
const PINNED = /@[0-9a-f]{40}$/;

/** Problems in one workflow file's text; empty when it is valid. */
export function lintWorkflow(source: string): string[] {
  const schemaProblems = validateWorkflow(source).errors.flatMap((error) =>
    describeSchemaError(error),
  );
  const pinProblems = source.split('\n').flatMap((text, index) => {
    const uses = USES.exec(text)?.groups;
    if (!uses || uses.ref.startsWith('./') || uses.ref.startsWith('docker://')) return [];
    if (!PINNED.test(uses.ref)) {
      return [`  line ${index + 1}: ${uses.ref} is not pinned to a full 40-character commit SHA`];
    }
    if (!uses.comment) return [`  line ${index + 1}: ${uses.ref} needs its version in a comment`];
    return [];
  });
  return [...schemaProblems, ...pinProblems];
}

const ECOSYSTEMS = new Set([
  'bun',
  'bundler',
  'cargo',
  'composer',
  'devcontainers',
  'docker',
  'docker-compose',
  'dotnet-sdk',
  'elm',
  'github-actions',
  'gitsubmodule',
  'gomod',
  'gradle',
  'helm',
  'maven',
  'mix',
  'npm',
  'nuget',
  'pip',
  'pub',
  'swift',
  'terraform',
  'uv',
]);
const INTERVALS = new Set(['daily', 'weekly', 'monthly', 'quarterly', 'semiannually', 'yearly']);
const UPDATE_KEYS = new Set([
  'package-ecosystem',
  'directory',
  'directories',
  'schedule',
  'allow',
  'assignees',
  'commit-message',
  'groups',
  'ignore',
  'insecure-external-code-execution',
  'labels',
  'milestone',
  'open-pull-requests-limit',
  'pull-request-branch-name',
  'rebase-strategy',
  'registries',
  'reviewers',
  'target-branch',
  'vendor',
  'versioning-strategy',
  'cooldown',
  'exclude-paths',
]);
const GROUP_KEYS = new Set([
  'applies-to',
  'dependency-type',
  'patterns',
  'exclude-patterns',
  'update-types',
]);

type Mapping = Record<string, unknown>;
const isMapping = (value: unknown): value is Mapping =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Problems in dependabot.yml's text (the fields GitHub rejects most often); empty when valid. */
export function lintDependabot(source: string): string[] {
  let config: unknown;
  try {
    config = load(source);
  } catch (error) {
    return [`  invalid YAML: ${(error as Error).message.split('\n')[0]}`];
  }
  if (!isMapping(config)) return ['  the file must be a mapping with version and updates'];
  const problems: string[] = [];
  if (config.version !== 2) problems.push('  version must be 2');
  if (!Array.isArray(config.updates) || config.updates.length === 0) {
    return [...problems, '  updates must be a non-empty list'];
  }
  const seen = new Set<string>();
  for (const [index, update] of (config.updates as unknown[]).entries()) {
    const at = `  updates[${index}]`;
    if (!isMapping(update)) {
      problems.push(`${at} must be a mapping`);
      continue;
    }
    for (const key of Object.keys(update)) {
      if (!UPDATE_KEYS.has(key)) problems.push(`${at}: unknown key "${key}"`);
    }
    const ecosystem = update['package-ecosystem'];
    if (typeof ecosystem !== 'string' || !ECOSYSTEMS.has(ecosystem)) {
      problems.push(`${at}: package-ecosystem "${String(ecosystem)}" is not a known ecosystem`);
    }
    const directories = update.directories ?? [update.directory];
    if (
      !Array.isArray(directories) ||
      !directories.every((dir) => typeof dir === 'string' && dir.startsWith('/'))
    ) {
      problems.push(`${at}: directory must be a path starting with "/"`);
    }
    const key = `${String(ecosystem)} ${JSON.stringify(directories)}`;
    if (seen.has(key)) problems.push(`${at}: a second entry for the same ecosystem and directory`);
    seen.add(key);
    const interval = isMapping(update.schedule) ? update.schedule.interval : undefined;
    if (typeof interval !== 'string' || !(INTERVALS.has(interval) || interval === 'cron')) {
      problems.push(`${at}: schedule.interval "${String(interval)}" is not a known interval`);
    }
    const groups = update.groups ?? {};
    if (!isMapping(groups)) {
      problems.push(`${at}: groups must be a mapping`);
      continue;
    }
    for (const [name, group] of Object.entries(groups)) {
      if (!isMapping(group) || !Object.keys(group).some((rule) => GROUP_KEYS.has(rule))) {
        problems.push(`${at}.groups.${name} needs patterns or a dependency-type`);
        continue;
      }
      for (const rule of Object.keys(group)) {
        if (!GROUP_KEYS.has(rule)) problems.push(`${at}.groups.${name}: unknown key "${rule}"`);
      }
    }
  }
  return problems;
}

function main(root: string): void {
  const workflowsDir = path.join(root, WORKFLOWS_DIR);
  const workflows = existsSync(workflowsDir)
    ? readdirSync(workflowsDir)
        .filter((name) => /\.ya?ml$/.test(name))
        .map((name) => path.posix.join(WORKFLOWS_DIR, name))
    : [];
  const checks: [string, (source: string) => string[]][] = [
    ...workflows.map((file): [string, typeof lintWorkflow] => [file, lintWorkflow]),
    [DEPENDABOT_FILE, lintDependabot],
  ];
  let failed = false;
  for (const [file, lint] of checks) {
    const problems = lint(readFileSync(path.join(root, file), 'utf8'));
    console.log(`${problems.length === 0 ? 'ok' : 'FAIL'} ${file}`);
    if (problems.length > 0) console.error(problems.join('\n'));
    failed ||= problems.length > 0;
  }
  if (failed) process.exitCode = 1;
}

if (require.main === module) main(path.resolve(process.argv[2] ?? path.join(__dirname, '..')));
