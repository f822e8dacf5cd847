/** The repository's GitHub Actions workflows and local actions, for the checks in this folder. */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const WORKFLOWS_DIR = '.github/workflows';
const ACTIONS_DIR = '.github/actions';

/** Each workflow's path from the repository root (forward slashes) and its text. */
export function readWorkflows(root: string): {file: string; source: string}[] {
  return readdirSync(path.join(root, WORKFLOWS_DIR))
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => {
      const file = path.posix.join(WORKFLOWS_DIR, name);
      return {file, source: readFileSync(path.join(root, file), 'utf8')};
    });
}

/** Each local action's action.yml (`uses: ./.github/actions/<name>`), likewise. */
export function readLocalActions(root: string): {file: string; source: string}[] {
  const dir = path.join(root, ACTIONS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => path.posix.join(ACTIONS_DIR, name, 'action.yml'))
    .filter((file) => existsSync(path.join(root, file)))
    .map((file) => ({file, source: readFileSync(path.join(root, file), 'utf8')}));
}

/** The repository a check runs on: its first argument, or this checkout. */
export const repositoryRoot = (args: string[]) =>
  path.resolve(args[0] ?? path.join(import.meta.dirname, '../..'));
