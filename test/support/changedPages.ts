/**
 * The pages a pull request changes: the content files it adds or edits (blog, docs, src/pages)
 * against its base, each taken to its route as the content check takes it (test/built proves
 * those routes are the build's).
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {changedFiles, contentChanges} from '../../lib/changedFiles';
import {contentPage} from '../../scripts/editor/content/run-checks';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * What the pull request is compared with: CI's `BASE_SHA` (the pull request's base, as the content
 * job passes it), else where this branch left `origin/main` or `main`; none on a clone without
 * either, where only the fixed sample is visited.
 */
function baseRef(): string | undefined {
  if (process.env.BASE_SHA) return process.env.BASE_SHA;
  return ['origin/main', 'main'].find((ref) => {
    try {
      execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
        cwd: ROOT,
        stdio: 'ignore',
      });
      return true;
    } catch {
      return false;
    }
  });
}

/** The routes of the test build whose content files the pull request adds or changes. */
export function changedRoutes(siteDir: string): Set<string> {
  const base = baseRef();
  if (!base) return new Set();
  let files;
  try {
    files = contentChanges(changedFiles(ROOT, base));
  } catch (error) {
    throw new Error(
      `test/support/changedPages.ts: git cannot compare ${base} with HEAD in this clone, so the ` +
        'browser suite cannot tell which pages the pull request changes. Check out the whole ' +
        'history (actions/checkout with fetch-depth: 0), or set E2E_ALL_PAGES=1 to visit every page.',
      {cause: error},
    );
  }
  const changed = files.filter(({change}) => !change.startsWith('D')).map(({file}) => file);
  const routes = new Set<string>();
  for (const file of changed) {
    const page = existsSync(path.join(siteDir, file)) ? contentPage(siteDir, file) : undefined;
    if (page) routes.add(page.route);
  }
  return routes;
}
