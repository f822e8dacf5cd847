/**
 * The stand-in for GitHub the rehearsals run against: the repository, a folder of bare
 * repositories, and git. Apart from runner.ts so that image.ts, which runner.ts imports, can
 * name the repository without importing runner.ts back.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** The repository as GitHub holds it, and what the run's events name. */
export const OWNER = 'school-owner';
export const REPO = 'school-site';
export const PR_BRANCH = 'editor-post';

export interface GitHub {
  /** A folder of bare repositories, standing in for https://github.com/. */
  readonly dir: string;
  readonly repository: string;
  readonly sha: string;
}

/**
 * A stand-in for GitHub holding `OWNER/REPO`: main (and a pull request's branch) at the commit
 * checked out in `source`.
 */
export function githubWith(source: string, dir: string): GitHub {
  const repository = path.join(dir, OWNER, `${REPO}.git`);
  mkdirSync(dir, {recursive: true});
  git(dir, 'init', '--quiet', '--bare', '--initial-branch=main', repository);
  // It borrows the source's objects instead of copying them.
  const objects = path.resolve(
    source,
    git(source, 'rev-parse', '--git-common-dir').trim(),
    'objects',
  );
  writeFileSync(path.join(repository, 'objects/info/alternates'), `${objects}\n`);
  const sha = git(source, 'rev-parse', 'HEAD').trim();
  for (const branch of ['main', PR_BRANCH])
    git(repository, 'update-ref', `refs/heads/${branch}`, sha);
  return {dir, repository, sha};
}

export function git(cwd: string, ...args: string[]): string {
  const result = spawnSync('git', args, {cwd, encoding: 'utf8'});
  if (result.status !== 0) {
    throw new Error(`git ${args.join(' ')}: ${result.error?.message ?? result.stderr}`);
  }
  return result.stdout;
}
