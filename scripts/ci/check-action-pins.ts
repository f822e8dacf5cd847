/**
 * Every third-party action in .github/workflows must be pinned to a full commit SHA with its
 * version in a comment (`uses: owner/repo@<40 hex> # v1.2.3`): a moved tag cannot change what
 * runs with the deploy token. The workflow schema itself is checked by @action-validator/cli.
 */
import {readWorkflows, repositoryRoot} from './workflows';

// Local (./) and docker:// actions are not pinned this way.
const USES = /^\s*-?\s*uses:\s*(?<ref>[^\s#]+)\s*(?:#\s*(?<comment>\S.*))?$/;
const PINNED = /@[0-9a-f]{40}$/;

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

if (import.meta.main) {
  for (const {file, source} of readWorkflows(repositoryRoot(process.argv.slice(2)))) {
    const problems = unpinnedActions(source);
    for (const problem of problems) console.error(`${file} ${problem}`);
    if (problems.length > 0) process.exitCode = 1;
  }
}
