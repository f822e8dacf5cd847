/** Where the site's content files are and how to list them. */
import {MARKDOWN} from '../../../lib/contentFiles';
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
  findings.push({
    file,
    line: MARKDOWN.test(file) ? 1 : undefined,
    severity: 'error',
    message: `ファイル名かフォルダー名に空白が入っています。空白があると、画像が表示されなかったり、URL に %20 が入ったりします。空白をハイフン（-）に変えて ${suggested} という名前にしてください${MARKDOWN.test(file) ? '' : '（本文でこのファイルを使っている行も、新しい名前に直します）'}。`,
  });
  return true;
}
