import {spawn} from 'node:child_process';

export interface ProcessOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Written to the process's standard input, which is then closed. */
  input?: string;
  /** Its standard output: collected with the errors (the default), shown as it comes, or dropped. */
  stdout?: 'collect' | 'inherit' | 'ignore';
}

/** How a process ended, and everything it printed that was collected. */
export interface ProcessResult {
  code: number | null;
  output: string;
}

/**
 * Runs `command` to its end and resolves with its exit code and what it printed (its standard
 * error, and its standard output unless told otherwise). Rejects only when it cannot start.
 */
export function runProcess(
  command: string,
  args: readonly string[],
  {cwd, env, input, stdout = 'collect'}: ProcessOptions = {},
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: [
        input === undefined ? 'ignore' : 'pipe',
        stdout === 'collect' ? 'pipe' : stdout,
        'pipe',
      ],
    });
    let output = '';
    const collect = (chunk: Buffer) => (output += chunk.toString());
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({code, output});
    });
    if (input !== undefined) child.stdin?.end(input);
  });
}
