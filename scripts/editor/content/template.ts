/**
 * The sample sentences of the skeleton `npm run new:post` and the editors' page write
 * (src/lib/blogPost.ts). Each one left is an error, so an unedited skeleton is never published;
 * in a draft, which is not published, a notice that says where they are.
 */
import {PLACEHOLDERS} from '../../../src/lib/blogPost';
import {finding} from './rules';
import type {Finding} from './types';

/** Each sample sentence of the skeleton still in the file, at its line. */
export function checkPlaceholders(
  file: string,
  text: string,
  draft: boolean,
  findings: Finding[],
): void {
  text.split(/\r?\n/).forEach((content, index) => {
    const left = Object.values(PLACEHOLDERS).find((placeholder) => content.includes(placeholder));
    if (!left) return;
    findings.push(
      finding(
        'skeleton-text',
        {file, line: index + 1, severity: draft ? 'notice' : 'error'},
        left.replace(/^## /, ''),
        left === PLACEHOLDERS.heading ? '（{#…} の中も、見出しに合う英語の id に変えます）' : '',
      ),
    );
  });
}
