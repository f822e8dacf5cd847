/**
 * Characters a Japanese input method types where YAML or Markdown needs ASCII: a full-width
 * colon or space after a front matter key, a full-width space after `#`, `-`, `1.` or `>`, a
 * full-width `＃` or `．`, full-width brackets around a link. Each makes the front matter
 * unreadable, or the line show as plain text. The fix is the line as meant.
 */
import {frontMatterLines, lineEdit, proseLines} from '../lines';
import {error, fileRule, type Message} from '../rule';

const IME = (what: string, fixed: string) =>
  `${what}。日本語入力をオフにして「${fixed}」のように半角で書いてください`;
const FRONT_MATTER = (what: string): Message => ({
  ...error(
    (fixed) => `フロントマターの${IME(what, fixed)}（「項目名: 値」の : と空白は半角です）。`,
    'fixable',
  ),
  help: 'front-matter',
});
const PROSE = (what: string) => error((fixed) => `${IME(what, fixed)}。`, 'fixable');

const rule = {
  id: 'typing',
  help: 'headings-and-links',
  messages: {
    'ime-front-matter-colon': FRONT_MATTER('項目名の後ろの「：」が全角です'),
    'ime-front-matter-space-before-colon': FRONT_MATTER('項目名と「:」の間に空白があります'),
    'ime-front-matter-full-width-space': FRONT_MATTER('「:」の後ろの空白が全角です'),
    'ime-front-matter-no-space': FRONT_MATTER('「:」の後ろに半角スペースがありません'),
    'ime-front-matter-indent': FRONT_MATTER('行の始まりに全角の空白があります'),
    'ime-heading-space': PROSE(
      '見出しの # の後ろの空白が全角なので、見出しにならず # がそのまま表示されます',
    ),
    'ime-heading-mark': PROSE('見出しの「＃」が全角なので、見出しにならずそのまま表示されます'),
    'ime-list-space': PROSE(
      '箇条書きの記号の後ろの空白が全角なので、箇条書きにならず記号がそのまま表示されます',
    ),
    'ime-list-period': PROSE('番号付きの箇条書きの「．」が全角なので、箇条書きになりません'),
    'ime-quote-space': PROSE('引用の > の後ろの空白が全角です'),
    'ime-link-brackets': PROSE(
      'リンクの括弧に全角の文字（［ ］（ ））が混じっているので、リンクにならず記号がそのまま表示されます',
    ),
  },
};

/** A mistyped line: what it is, and how to write it as meant (`String.replace`'s arguments). */
type Mistake = [keyof typeof rule.messages, RegExp, string | ((...match: string[]) => string)];

const FRONT_MATTER_MISTAKES: Mistake[] = [
  ['ime-front-matter-colon', /^([\w-]+)[ ]*：[ \u3000]*/, '$1: '],
  ['ime-front-matter-space-before-colon', /^([\w-]+)[ \u3000]+:[ \u3000]*/, '$1: '],
  ['ime-front-matter-full-width-space', /^([\w-]+):[ ]*\u3000[ \u3000]*/, '$1: '],
  ['ime-front-matter-no-space', /^([\w-]+):(?=[^\s\u3000])/, '$1: '],
  ['ime-front-matter-indent', /^[ ]*\u3000[ \u3000]*/, (spaces) => ' '.repeat(spaces.length * 2)],
];

const PROSE_MISTAKES: Mistake[] = [
  ['ime-heading-space', /^(\s{0,3}#{1,6})\u3000+/, '$1 '],
  [
    'ime-heading-mark',
    /^(\s{0,3})(＃+)[\s\u3000]+/,
    (_, indent, marks) => `${indent}${'#'.repeat(marks.length)} `,
  ],
  ['ime-list-space', /^(\s*(?:[-*+]|\d+[.)]))\u3000+/, '$1 '],
  ['ime-list-period', /^(\s*\d+)．[\s\u3000]*/, '$1. '],
  ['ime-quote-space', /^(\s{0,3}>)\u3000+/, '$1 '],
  [
    'ime-link-brackets',
    /[［[]([^\]］\n]*)[\]］][（(]([^)）\n]*)[)）]/g,
    (match, label, url) => (/[［］（）]/.test(match) ? `[${label}](${url})` : match),
  ],
];

export default fileRule(rule, ({text}, report) => {
  const lines = [
    ...frontMatterLines(text).map((line) => ({...line, mistakes: FRONT_MATTER_MISTAKES})),
    ...proseLines(text).map((line) => ({...line, mistakes: PROSE_MISTAKES})),
  ];
  for (const {line, text: content, mistakes} of lines) {
    for (const [id, mistake, asMeant] of mistakes) {
      const fixed =
        typeof asMeant === 'string'
          ? content.replace(mistake, asMeant)
          : content.replace(mistake, asMeant);
      if (fixed === content) continue;
      report(id, {line, fix: lineEdit(text, line, fixed)}, fixed.trim());
      break;
    }
  }
});
