/**
 * Every third-party action in .github/workflows and the local actions must be pinned to a full
 * commit SHA with its version in a comment (`uses: owner/repo@<40 hex> # v1.2.3`): a moved tag
 * cannot change what runs with the deploy token. The deploy action's pin and its npm package
 * (which test/workflows/deploy.test.ts runs) must be one release: Dependabot moves them in one
 * pull request, and this fails it if they part. The schema itself is checked by
 * @action-validator/cli.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {readLocalActions, readWorkflows, repositoryRoot} from './workflows';

// Local (./) and docker:// actions are not pinned this way.
const USES = /^\s*-?\s*uses:\s*(?<ref>[^\s#]+)\s*(?:#\s*(?<comment>\S.*))?$/;
const PINNED = /@[0-9a-f]{40}$/;
const DEPLOY_ACTION = 'JamesIves/github-pages-deploy-action';
const DEPLOY_PACKAGE = '@jamesives/github-pages-deploy-action';

/** Problems with the `uses:` lines of one workflow's text; empty when all are pinned. */
export function unpinnedActions(source: string): string[] {
  return source.split('\n').flatMap((text, index) => {
    const uses = USES.exec(text)?.groups;
    if (!uses || uses.ref.startsWith('./') || uses.ref.startsWith('docker://')) return [];
    if (!PINNED.test(uses.ref)) {
      return [`line ${index + 1}: ${uses.ref} is not pinned to a full 40-character commit SHA`];
    }
    if (!uses.comment) return [`line ${index + 1}: ${uses.ref} needs its version in a comment`];
    return [];
  });
}

/**
 * Lines of a workflow that pin the deploy action at another release than `packageVersion`, the
 * npm package's version in package.json.
 */
export function deployActionMismatches(source: string, packageVersion: string): string[] {
  return source.split('\n').flatMap((text, index) => {
    const uses = USES.exec(text)?.groups;
    if (!uses?.ref.startsWith(`${DEPLOY_ACTION}@`)) return [];
    // Empty when the line has no comment (unpinnedActions reports that).
    const tag = uses.comment || 'no release';
    if (tag === `v${packageVersion}`) return [];
    return [
      `line ${index + 1}: ${DEPLOY_ACTION} is pinned at ${tag}, but ` +
        `package.json has ${DEPLOY_PACKAGE} ${packageVersion}: pin the commit of ` +
        `v${packageVersion}, or npm install --save-dev --save-exact ${DEPLOY_PACKAGE}@<the pinned version>`,
    ];
  });
}

if (import.meta.main) {
  const root = repositoryRoot(process.argv.slice(2));
  const {devDependencies} = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  for (const {file, source} of [...readWorkflows(root), ...readLocalActions(root)]) {
    const problems = [
      ...unpinnedActions(source),
      ...deployActionMismatches(source, devDependencies[DEPLOY_PACKAGE]),
    ];
    for (const problem of problems) console.error(`${file} ${problem}`);
    if (problems.length > 0) process.exitCode = 1;
  }
}
