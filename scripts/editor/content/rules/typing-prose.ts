/**
 * Characters a Japanese input method types where Markdown needs ASCII: a full-width space after
 * `#`, `-`, `1.` or `>`, a full-width `＃` or `．`, full-width brackets around a link. Each makes
 * the line show as plain text.
 */
import {proseLines} from '../lines';
import {error, fileRule} from '../rule';
import {IME, reportMistakes, type Mistake} from './typing-front-matter';

const PROSE_IME = (what: string) => (fixed: string) => `${IME(what, fixed)}。`;

const rule = {
  id: 'typing-prose',
  help: 'headings-and-links',
  messages: {
    'ime-heading-space': error(
      PROSE_IME('見出しの # の後ろの空白が全角なので、見出しにならず # がそのまま表示されます'),
      'fixable',
    ),
    'ime-heading-mark': error(
      PROSE_IME('見出しの「＃」が全角なので、見出しにならずそのまま表示されます'),
      'fixable',
    ),
    'ime-list-space': error(
      PROSE_IME(
        '箇条書きの記号の後ろの空白が全角なので、箇条書きにならず記号がそのまま表示されます',
      ),
      'fixable',
    ),
    'ime-list-period': error(
      PROSE_IME('番号付きの箇条書きの「．」が全角なので、箇条書きになりません'),
      'fixable',
    ),
    'ime-quote-space': error(PROSE_IME('引用の > の後ろの空白が全角です'), 'fixable'),
    'ime-link-brackets': error(
      PROSE_IME(
        'リンクの括弧に全角の文字（［ ］（ ））が混じっているので、リンクにならず記号がそのまま表示されます',
      ),
      'fixable',
    ),
  },
};

const MISTAKES: Mistake<keyof typeof rule.messages>[] = [
  [
    'ime-heading-space',
    /^(\s{0,3})(#{1,6})\u3000/,
    (line) => line.replace(/^(\s{0,3}#{1,6})\u3000+/, '$1 '),
  ],
  [
    'ime-heading-mark',
    /^(\s{0,3})＃+[\s\u3000]/,
    (line) =>
      line.replace(
        /^(\s{0,3})(＃+)[\s\u3000]+/,
        (_, indent: string, marks: string) => `${indent}${'#'.repeat(marks.length)} `,
      ),
  ],
  [
    'ime-list-space',
    /^(\s*)([-*+]|\d+[.)])\u3000/,
    (line) => line.replace(/^(\s*(?:[-*+]|\d+[.)]))\u3000+/, '$1 '),
  ],
  ['ime-list-period', /^(\s*)\d+．/, (line) => line.replace(/^(\s*\d+)．[\s\u3000]*/, '$1. ')],
  ['ime-quote-space', /^(\s{0,3})>\u3000/, (line) => line.replace(/^(\s{0,3}>)\u3000+/, '$1 ')],
  [
    'ime-link-brackets',
    /[［[][^\]］\n]*[\]］][（(][^)）\n]*[)）]/,
    (line) =>
      line.replace(/[［[]([^\]］\n]*)[\]］][（(]([^)）\n]*)[)）]/g, (match, label, url) =>
        /[［］（）]/.test(match) ? `[${label}](${url})` : match,
      ),
  ],
];

export default fileRule(rule, ({text}, report) => {
  reportMistakes(text, proseLines(text), MISTAKES, report);
});
