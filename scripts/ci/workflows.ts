/** The repository's GitHub Actions workflows, for the checks in this folder. */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const WORKFLOWS_DIR = '.github/workflows';

/** Each workflow's path from the repository root (forward slashes) and its text. */
export function readWorkflows(root: string): {file: string; source: string}[] {
  return readdirSync(path.join(root, WORKFLOWS_DIR))
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => {
      const file = path.posix.join(WORKFLOWS_DIR, name);
      return {file, source: readFileSync(path.join(root, file), 'utf8')};
    });
}

/** The repository a check runs on: its first argument, or this checkout. */
export const repositoryRoot = (args: string[]) =>
  path.resolve(args[0] ?? path.join(import.meta.dirname, '../..'));
