/**
 * Characters a Japanese input method types where YAML or Markdown needs ASCII: a full-width
 * colon or space after a front matter key, a full-width space after `#`, `-`, `1.` or `>`, a
 * full-width `＃` or `．`, full-width brackets around a link. Each makes the front matter
 * unreadable, or the line show as plain text. The fix is the line as meant.
 */
import {frontMatterLines, lineEdit, proseLines} from '../lines';
import type {MessageId} from '../../../../lib/contentMessages';
import {fileRule} from '../rule-types';

/** A mistyped line: what it is, and how to write it as meant (`String.replace`'s arguments). */
type Mistake = [MessageId, RegExp, string | ((...match: string[]) => string)];

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

/** Each mistyped line of `text`: its mistake and the line as meant. */
export function typedLines(text: string): {line: number; id: MessageId; fixed: string}[] {
  const typed = [];
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
      typed.push({line, id, fixed});
      break;
    }
  }
  return typed;
}

export default fileRule('typing', ({text}, report) => {
  for (const {line, id, fixed} of typedLines(text)) {
    report(id, {line, fix: lineEdit(text, line, fixed)}, fixed.trim());
  }
});
