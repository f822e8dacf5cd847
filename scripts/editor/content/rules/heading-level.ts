/** Heading levels go down one at a time: screen reader users use them as the page's outline. */
import {visit} from 'unist-util-visit';
import {lineEdit} from '../lines';
import {fileRule} from '../rule-types';

export default fileRule('heading-level', ({text, tree}, report) => {
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
