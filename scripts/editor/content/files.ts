/** Where the site's content files are and how to list them. */
import {MARKDOWN} from '../../../lib/contentFiles';
import {finding} from './rules';
import type {ContentKind, Finding} from './types';

export {filesUnder, isPartial, MARKDOWN} from '../../../lib/contentFiles';

export const CONTENT_ROOTS: {dir: string; kind: ContentKind}[] = [
  {dir: 'blog', kind: 'blog'},
  {dir: 'docs', kind: 'doc'},
  {dir: 'src/pages', kind: 'page'},
];
export const REACT_PAGE = /\.(tsx|jsx|js|ts)$/;

/**
 * A space in a file or folder name: Markdown cannot link an image named so, and the address gets
 * %20 in it. Returns whether the name was reported, so the date read from it is not reported too.
 */
export function checkFileName(file: string, findings: Finding[]): boolean {
  if (!/[\s\u3000]/.test(file)) return false;
  const suggested = file.replace(/[\s\u3000]+/g, '-');
  const markdown = MARKDOWN.test(file);
  findings.push(
    finding(
      'file-name-space',
      {file, line: markdown ? 1 : undefined},
      suggested,
      markdown ? '' : '（本文でこのファイルを使っている行も、新しい名前に直します）',
    ),
  );
  return true;
}
