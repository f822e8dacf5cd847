/**
 * What MDX cannot read, with a hint for the usual cause; not an unclosed `<br>` or `<img>`,
 * which the mdx-void rule reports with its fix.
 */
import type {VFileMessage} from 'vfile-message';
import {error, fileRule} from '../rule';

const MDX_SYNTAX = (hint: string) => (detail: string) =>
  `MDX として読めない書き方があります。${hint}（詳細: ${detail}）`;

const rule = {
  id: 'mdx-syntax',
  help: 'md-and-mdx',
  messages: {
    'mdx-syntax-brace': error(
      MDX_SYNTAX(
        '.mdx のファイルでは { } が JavaScript の式として読まれます。文字として書くときは \\{ \\} と書くか、部品を使わないページならファイルを .md にしてください。',
      ),
    ),
    'mdx-syntax-tag': error(
      MDX_SYNTAX(
        '.mdx のファイルでは < が部品（タグ）の始まりとして読まれます。不等号などの文字として書くときは &lt; と書くか、部品を使わないページならファイルを .md にしてください。',
      ),
    ),
    'mdx-syntax': error(
      MDX_SYNTAX(
        '書き方をもう一度確かめてください。部品を使わないページなら、ファイルを .md にすると記号をそのまま書けます。',
      ),
    ),
  },
};

// The expression hint first: an unclosed `{` error also speaks of a "closing" brace.
const HINTS: [RegExp, keyof typeof rule.messages][] = [
  [/expression|`\{`|`\}`|acorn|brace/i, 'mdx-syntax-brace'],
  [/mdx-jsx|`<`|tag|JSX|closing|opening/i, 'mdx-syntax-tag'],
];

export default fileRule(rule, (_source, report, _site, file) => {
  const error = file.data.parseError;
  if (error === undefined) return;
  // MDX's errors are vfile messages: a reason, the extension that failed, the line.
  const {message, reason = message, source = '', line} = error as Error & Partial<VFileMessage>;
  const unclosed = /closing tag for `<(\w+)>`/.exec(reason)?.[1];
  const voidReported = file.messages.some(
    (message) =>
      message.source === 'content-check:mdx-void' &&
      new RegExp(`<${unclosed}[\\s/>]`, 'i').test(message.reason),
  );
  if (unclosed && voidReported) return;
  const at = line ?? Number(/\((\d+):\d+/.exec(reason)?.[1] ?? NaN);
  const id = HINTS.find(([when]) => when.test(`${source} ${reason}`))?.[1] ?? 'mdx-syntax';
  report(id, Number.isNaN(at) ? undefined : at, reason);
});
