/**
 * What MDX cannot read, with a hint for the usual cause; not an unclosed `<br>` or `<img>`,
 * which the mdx-void rule reports with its fix.
 */
import type {VFileMessage} from 'vfile-message';
import type {MessageId} from '../../../../lib/contentMessages';
import {fileRule} from '../rule-types';
import {openVoidTags} from './mdx-void';

// The expression hint first: an unclosed `{` error also speaks of a "closing" brace.
const HINTS: [RegExp, MessageId][] = [
  [/expression|`\{`|`\}`|acorn|brace/i, 'mdx-syntax-brace'],
  [/mdx-jsx|`<`|tag|JSX|closing|opening/i, 'mdx-syntax-tag'],
];

export default fileRule('mdx-syntax', ({parseError: error, path, text}, report) => {
  if (error === undefined) return;
  // MDX's errors are vfile messages: a reason, the extension that failed, the line.
  const {message, reason = message, source = '', line} = error as Error & Partial<VFileMessage>;
  const unclosed = /closing tag for `<(\w+)>`/.exec(reason)?.[1];
  const voidReported =
    path.endsWith('.mdx') &&
    openVoidTags(text).some(({name}) => name.toLowerCase() === unclosed?.toLowerCase());
  if (unclosed && voidReported) return;
  const at = line ?? Number(/\((\d+):\d+/.exec(reason)?.[1] ?? NaN);
  const id = HINTS.find(([when]) => when.test(`${source} ${reason}`))?.[1] ?? 'mdx-syntax';
  report(id, Number.isNaN(at) ? undefined : at, reason);
});
