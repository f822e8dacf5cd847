/**
 * Characters a Japanese input method types where Markdown or YAML needs ASCII: a full-width colon
 * or space after a front matter key, a full-width space after `#`, `-` or `1.`, full-width
 * brackets around a link. Each makes the line show as plain text, or the front matter unreadable.
 */
import {frontMatterLines, proseLines, type NumberedLine} from './lines';
import type {Finding} from './types';

interface Mistake {
  when: RegExp;
  what: string;
  fix: (line: string) => string;
}

const FRONT_MATTER_MISTAKES: Mistake[] = [
  {
    when: /^([\w-]+)[ ]*：/,
    what: '項目名の後ろの「：」が全角です',
    fix: (line) => line.replace(/^([\w-]+)[ ]*：[ \u3000]*/, '$1: '),
  },
  {
    when: /^([\w-]+)[ \u3000]+:/,
    what: '項目名と「:」の間に空白があります',
    fix: (line) => line.replace(/^([\w-]+)[ \u3000]+:[ \u3000]*/, '$1: '),
  },
  {
    when: /^([\w-]+):\u3000/,
    what: '「:」の後ろの空白が全角です',
    fix: (line) => line.replace(/^([\w-]+):[ \u3000]+/, '$1: '),
  },
  {
    when: /^([\w-]+):(?=[^\s\u3000])/,
    what: '「:」の後ろに半角スペースがありません',
    fix: (line) => line.replace(/^([\w-]+):/, '$1: '),
  },
  {
    when: /^[ ]*\u3000/,
    what: '行の始まりに全角の空白があります',
    fix: (line) => line.replace(/^[ \u3000]+/, (spaces) => ' '.repeat(spaces.length * 2)),
  },
];

const PROSE_MISTAKES: Mistake[] = [
  {
    when: /^(\s{0,3})(#{1,6})\u3000/,
    what: '見出しの # の後ろの空白が全角なので、見出しにならず # がそのまま表示されます',
    fix: (line) => line.replace(/^(\s{0,3}#{1,6})\u3000+/, '$1 '),
  },
  {
    when: /^(\s{0,3})＃+[\s\u3000]/,
    what: '見出しの「＃」が全角なので、見出しにならずそのまま表示されます',
    fix: (line) =>
      line.replace(
        /^(\s{0,3})(＃+)[\s\u3000]+/,
        (_, indent: string, marks: string) => `${indent}${'#'.repeat(marks.length)} `,
      ),
  },
  {
    when: /^(\s*)([-*+]|\d+[.)])\u3000/,
    what: '箇条書きの記号の後ろの空白が全角なので、箇条書きにならず記号がそのまま表示されます',
    fix: (line) => line.replace(/^(\s*(?:[-*+]|\d+[.)]))\u3000+/, '$1 '),
  },
  {
    when: /^(\s*)\d+．/,
    what: '番号付きの箇条書きの「．」が全角なので、箇条書きになりません',
    fix: (line) => line.replace(/^(\s*\d+)．[\s\u3000]*/, '$1. '),
  },
  {
    when: /^(\s{0,3})>\u3000/,
    what: '引用の > の後ろの空白が全角です',
    fix: (line) => line.replace(/^(\s{0,3}>)\u3000+/, '$1 '),
  },
  {
    when: /[［[][^\]］\n]*[\]］][（(][^)）\n]*[)）]/,
    what: 'リンクの括弧に全角の文字（［ ］（ ））が混じっているので、リンクにならず記号がそのまま表示されます',
    fix: (line) =>
      line.replace(/[［[]([^\]］\n]*)[\]］][（(]([^)）\n]*)[)）]/g, (match, label, url) =>
        /[［］（）]/.test(match) ? `[${label}](${url})` : match,
      ),
  },
];

/** Where a line typed with a Japanese input method will not read as Markdown or YAML. */
export function checkTyping(file: string, text: string, findings: Finding[]): Set<number> {
  const flagged = new Set<number>();
  const report = (
    lines: NumberedLine[],
    mistakes: Mistake[],
    describe: (advice: string) => string,
  ) => {
    for (const {line, text: content} of lines) {
      const mistake = mistakes.find(
        ({when, fix}) => when.test(content) && fix(content) !== content,
      );
      if (!mistake) continue;
      flagged.add(line);
      const fixed = mistake.fix(content);
      const advice = `${mistake.what}。日本語入力をオフにして「${fixed.trim()}」のように半角で書いてください`;
      findings.push({
        file,
        line,
        severity: 'error',
        message: describe(advice),
        fix: {line, text: fixed},
      });
    }
  };
  report(
    frontMatterLines(text),
    FRONT_MATTER_MISTAKES,
    (advice) => `フロントマターの${advice}（「項目名: 値」の : と空白は半角です）。`,
  );
  report(proseLines(text), PROSE_MISTAKES, (advice) => `${advice}。`);
  return flagged;
}
