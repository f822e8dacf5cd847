/**
 * The pull request previews the deploy keeps on gh-pages: those of open pull requests, and no
 * other. deploy.yml pipes in the open pull requests' numbers, one a line (GitHub's API), and
 * gives the lines this writes to the step output `keep` to the deploy action as `clean-exclude`.
 * The deploy replaces the branch with the built site, which has no pr-preview/: what is not kept
 * here, a closed pull request's preview, goes, even one that a preview job put back meanwhile.
 *
 * Run by Node.js itself (its type stripping), before any `npm ci`: Node's own modules only.
 */
import {randomUUID} from 'node:crypto';
import {appendFileSync, readFileSync} from 'node:fs';

/** preview.yml's `umbrella-dir`. */
export const PREVIEWS_DIR = 'pr-preview';

/** One rsync exclude per open pull request, anchored at the branch's root. */
export function previewsToKeep(openPullRequests: string): string[] {
  return openPullRequests
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((number) => {
      // The deploy action puts each line into its rsync command: only a number may go there.
      if (!/^[1-9][0-9]*$/.test(number)) {
        throw new Error(`Not a pull request number: ${JSON.stringify(number)}`);
      }
      return `/${PREVIEWS_DIR}/pr-${number}/`;
    });
}

if (import.meta.main) {
  const keep = previewsToKeep(readFileSync(0, 'utf8'));
  const output = process.env.GITHUB_OUTPUT;
  if (!output) throw new Error('GITHUB_OUTPUT is not set: this runs as a step of deploy.yml.');
  const delimiter = randomUUID();
  appendFileSync(
    output,
    `keep<<${delimiter}\n${keep.map((line) => `${line}\n`).join('')}${delimiter}\n`,
  );
  console.log(
    keep.length > 0
      ? `Keeping the previews of open pull requests: ${keep.join(' ')}`
      : 'No pull request is open: every preview goes.',
  );
}
