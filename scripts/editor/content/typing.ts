/**
 * Characters a Japanese input method types where Markdown or YAML needs ASCII: a full-width colon
 * or space after a front matter key, a full-width space after `#`, `-` or `1.`, full-width
 * brackets around a link. Each makes the line show as plain text, or the front matter unreadable.
 */
import {frontMatterLines, lineEdit, proseLines, type NumberedLine} from './lines';
import {finding, type RuleId} from './rules';
import type {Finding} from './types';

interface Mistake {
  when: RegExp;
  rule: RuleId;
  fix: (line: string) => string;
}

const FRONT_MATTER_MISTAKES: Mistake[] = [
  {
    when: /^([\w-]+)[ ]*：/,
    rule: 'ime-front-matter-colon',
    fix: (line) => line.replace(/^([\w-]+)[ ]*：[ \u3000]*/, '$1: '),
  },
  {
    when: /^([\w-]+)[ \u3000]+:/,
    rule: 'ime-front-matter-space-before-colon',
    fix: (line) => line.replace(/^([\w-]+)[ \u3000]+:[ \u3000]*/, '$1: '),
  },
  {
    when: /^([\w-]+):\u3000/,
    rule: 'ime-front-matter-full-width-space',
    fix: (line) => line.replace(/^([\w-]+):[ \u3000]+/, '$1: '),
  },
  {
    when: /^([\w-]+):(?=[^\s\u3000])/,
    rule: 'ime-front-matter-no-space',
    fix: (line) => line.replace(/^([\w-]+):/, '$1: '),
  },
  {
    when: /^[ ]*\u3000/,
    rule: 'ime-front-matter-indent',
    fix: (line) => line.replace(/^[ \u3000]+/, (spaces) => ' '.repeat(spaces.length * 2)),
  },
];

const PROSE_MISTAKES: Mistake[] = [
  {
    when: /^(\s{0,3})(#{1,6})\u3000/,
    rule: 'ime-heading-space',
    fix: (line) => line.replace(/^(\s{0,3}#{1,6})\u3000+/, '$1 '),
  },
  {
    when: /^(\s{0,3})＃+[\s\u3000]/,
    rule: 'ime-heading-mark',
    fix: (line) =>
      line.replace(
        /^(\s{0,3})(＃+)[\s\u3000]+/,
        (_, indent: string, marks: string) => `${indent}${'#'.repeat(marks.length)} `,
      ),
  },
  {
    when: /^(\s*)([-*+]|\d+[.)])\u3000/,
    rule: 'ime-list-space',
    fix: (line) => line.replace(/^(\s*(?:[-*+]|\d+[.)]))\u3000+/, '$1 '),
  },
  {
    when: /^(\s*)\d+．/,
    rule: 'ime-list-period',
    fix: (line) => line.replace(/^(\s*\d+)．[\s\u3000]*/, '$1. '),
  },
  {
    when: /^(\s{0,3})>\u3000/,
    rule: 'ime-quote-space',
    fix: (line) => line.replace(/^(\s{0,3}>)\u3000+/, '$1 '),
  },
  {
    when: /[［[][^\]］\n]*[\]］][（(][^)）\n]*[)）]/,
    rule: 'ime-link-brackets',
    fix: (line) =>
      line.replace(/[［[]([^\]］\n]*)[\]］][（(]([^)）\n]*)[)）]/g, (match, label, url) =>
        /[［］（）]/.test(match) ? `[${label}](${url})` : match,
      ),
  },
];

/** Where a line typed with a Japanese input method will not read as Markdown or YAML. */
export function checkTyping(file: string, text: string, findings: Finding[]): Set<number> {
  const flagged = new Set<number>();
  const report = (lines: NumberedLine[], mistakes: Mistake[]) => {
    for (const {line, text: content} of lines) {
      const mistake = mistakes.find(
        ({when, fix}) => when.test(content) && fix(content) !== content,
      );
      if (!mistake) continue;
      flagged.add(line);
      const fixed = mistake.fix(content);
      findings.push(
        finding(mistake.rule, {file, line, fix: lineEdit(text, line, fixed)}, fixed.trim()),
      );
    }
  };
  report(frontMatterLines(text), FRONT_MATTER_MISTAKES);
  report(proseLines(text), PROSE_MISTAKES);
  return flagged;
}
