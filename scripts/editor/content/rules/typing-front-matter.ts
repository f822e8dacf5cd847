/**
 * Characters a Japanese input method types where YAML needs ASCII: a full-width colon or space
 * after a front matter key, or at a line's start. Each makes the front matter unreadable.
 */
import {frontMatterLines, lineEdit, type NumberedLine} from '../lines';
import {error, fileRule, type Report} from '../rule';

export const IME = (what: string, fixed: string) =>
  `${what}。日本語入力をオフにして「${fixed}」のように半角で書いてください`;
const FRONT_MATTER_IME = (what: string) => (fixed: string) =>
  `フロントマターの${IME(what, fixed)}（「項目名: 値」の : と空白は半角です）。`;

/** A mistyped line: when it is one, and the line as meant. */
export type Mistake<Id> = [id: Id, when: RegExp, fix: (line: string) => string];

/** Reports each of `lines` that matches a mistake, with the line as meant as its fix. */
export function reportMistakes<Id extends string>(
  text: string,
  lines: NumberedLine[],
  mistakes: Mistake<Id>[],
  report: Report<Id>,
): void {
  for (const {line, text: content} of lines) {
    const [id, , fix] =
      mistakes.find(([, when, fix]) => when.test(content) && fix(content) !== content) ?? [];
    if (!id || !fix) continue;
    const fixed = fix(content);
    report(id, {line, fix: lineEdit(text, line, fixed)}, fixed.trim());
  }
}

const rule = {
  id: 'typing-front-matter',
  help: 'front-matter',
  messages: {
    'ime-front-matter-colon': error(FRONT_MATTER_IME('項目名の後ろの「：」が全角です'), 'fixable'),
    'ime-front-matter-space-before-colon': error(
      FRONT_MATTER_IME('項目名と「:」の間に空白があります'),
      'fixable',
    ),
    'ime-front-matter-full-width-space': error(
      FRONT_MATTER_IME('「:」の後ろの空白が全角です'),
      'fixable',
    ),
    'ime-front-matter-no-space': error(
      FRONT_MATTER_IME('「:」の後ろに半角スペースがありません'),
      'fixable',
    ),
    'ime-front-matter-indent': error(
      FRONT_MATTER_IME('行の始まりに全角の空白があります'),
      'fixable',
    ),
  },
};

const MISTAKES: Mistake<keyof typeof rule.messages>[] = [
  [
    'ime-front-matter-colon',
    /^([\w-]+)[ ]*：/,
    (line) => line.replace(/^([\w-]+)[ ]*：[ \u3000]*/, '$1: '),
  ],
  [
    'ime-front-matter-space-before-colon',
    /^([\w-]+)[ \u3000]+:/,
    (line) => line.replace(/^([\w-]+)[ \u3000]+:[ \u3000]*/, '$1: '),
  ],
  [
    'ime-front-matter-full-width-space',
    /^([\w-]+):\u3000/,
    (line) => line.replace(/^([\w-]+):[ \u3000]+/, '$1: '),
  ],
  [
    'ime-front-matter-no-space',
    /^([\w-]+):(?=[^\s\u3000])/,
    (line) => line.replace(/^([\w-]+):/, '$1: '),
  ],
  [
    'ime-front-matter-indent',
    /^[ ]*\u3000/,
    (line) => line.replace(/^[ \u3000]+/, (spaces) => ' '.repeat(spaces.length * 2)),
  ],
];

export default fileRule(rule, ({text}, report) => {
  reportMistakes(text, frontMatterLines(text), MISTAKES, report);
});
