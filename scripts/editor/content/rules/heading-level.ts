/** Heading levels go down one at a time: screen reader users use them as the page's outline. */
import {visit} from 'unist-util-visit';
import {lineEdit} from '../lines';
import {error, fileRule} from '../rule';

const rule = {
  id: 'heading-level',
  help: 'headings-and-links',
  messages: {
    'heading-level': error(
      (previous, written, expected) =>
        `見出しのレベルが飛んでいます（${previous} の次が ${written}）。${expected} にしてください。見出しの階層は、音声で読み上げる方が目次として使います。`,
      'fixable',
    ),
  },
};

export default fileRule(rule, ({text, tree}, report) => {
  if (!tree) return;
  const lines = text.split(/\r?\n/);
  let previous = 1;
  visit(tree, 'heading', ({depth, position}) => {
    const line = position?.start.line ?? 1;
    if (depth > previous + 1) {
      const marks = /^(\s{0,3})#+(?=\s|$)/.exec(lines[line - 1]);
      const expected = '#'.repeat(previous + 1);
      const fixed = marks && lines[line - 1].replace(marks[0], `${marks[1]}${expected}`);
      // A level waits for the fixes before it, which may change what it should be.
      const fix = fixed ? lineEdit(text, line, fixed, true) : undefined;
      report('heading-level', {line, fix}, '#'.repeat(previous), '#'.repeat(depth), expected);
    }
    previous = depth;
  });
});
