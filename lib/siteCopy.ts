import {cp, mkdir, mkdtemp, readdir, readlink, rm, symlink} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {runProcess, type ProcessResult} from './process';

const ROOT = path.resolve(import.meta.dirname, '..');
const SITE_ENTRIES = [
  'blog',
  'config',
  'docs',
  'i18n',
  'lib',
  'plugins',
  'src',
  'static',
  'docusaurus.config.ts',
  'package.json',
  'serve.json',
  'sidebars.ts',
  'tsconfig.json',
];

/**
 * Links each of this checkout's packages into the copy's node_modules, the cache folder too unless
 * the copy keeps its own. A link npm made to a folder of the site (a `file:` dependency:
 * `school-data` is lib/facts) is relative and points at the copy's own folder, so the copy's
 * config reads the copy's facts.
 */
async function linkPackages(dir: string, ownCache: boolean): Promise<void> {
  const shared = path.join(ROOT, 'node_modules');
  await mkdir(path.join(shared, '.cache'), {recursive: true});
  await mkdir(path.join(dir, 'node_modules', ownCache ? '.cache' : ''), {recursive: true});
  const entries = (await readdir(shared)).filter((entry) => !ownCache || entry !== '.cache');
  await Promise.all(
    entries.map(async (entry) => {
      const local = await readlink(path.join(shared, entry)).catch(() => undefined);
      const target = local && !path.isAbsolute(local) ? local : path.join(shared, entry);
      await symlink(target, path.join(dir, 'node_modules', entry));
    }),
  );
}

export interface SiteCopy {
  readonly dir: string;
  /** Builds the copy; resolves with the exit code and everything the build printed. */
  build(env?: NodeJS.ProcessEnv, options?: string[]): Promise<ProcessResult>;
  remove(): Promise<void>;
}

/**
 * A copy of the site that shares this checkout's node_modules: in a new temporary folder, or in
 * `target` (emptied first) with the `extraEntries` of this checkout too. With `ownCache`, its
 * node_modules/.cache is its own: the bundler's persistent cache, when a build turns it on, is
 * then shared by the copy's builds only and goes with the copy, never stale from an older one.
 */
export async function copySite({
  target,
  extraEntries = [],
  ownCache = false,
}: {target?: string; extraEntries?: string[]; ownCache?: boolean} = {}): Promise<SiteCopy> {
  let dir: string;
  if (target) {
    await rm(target, {recursive: true, force: true});
    await mkdir(target, {recursive: true});
    dir = target;
  } else {
    dir = await mkdtemp(path.join(tmpdir(), 'site-copy-'));
  }
  await Promise.all(
    [...SITE_ENTRIES, ...extraEntries].map((entry) =>
      cp(path.join(ROOT, entry), path.join(dir, entry), {recursive: true}),
    ),
  );
  await linkPackages(dir, ownCache);
  return {
    dir,
    build: (env = {}, options = []) =>
      runProcess(
        process.execPath,
        [path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', ...options],
        {cwd: dir, env: {...process.env, ...env, FORCE_COLOR: '0'}},
      ),
    remove: () => rm(dir, {recursive: true, force: true}),
  };
}
