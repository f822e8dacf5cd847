/**
 * Admonitions (`:::note … :::`): a known kind, closed by its own `:::` line, typed in ASCII.
 * Docusaurus shows a mistyped one as plain text with an English warning, and an unclosed one
 * swallows the rest of the page.
 */
import {visit} from 'unist-util-visit';
import {lineEdit, proseLines} from '../lines';
import {ADMONITION_KINDS} from '../parse';
import {fileRule} from '../rule-types';
import {closestKey} from './front-matter';

/**
 * A fence line typed with full-width colons, two colons or a space before the kind, written as
 * Docusaurus reads it; undefined unless the kind is one it knows (a closing line has none).
 */
function typedFence(content: string): string | undefined {
  const typed = /^(\s*(?:>\s*)*)[:：]{2,3}[ \u3000]*([A-Za-z]*)((?:[ \u3000].*)?)$/.exec(content);
  if (!typed) return undefined;
  const [, quote, kind, rest] = typed;
  if (kind === '' && rest.trim() !== '') return undefined;
  if (kind !== '' && !ADMONITION_KINDS.includes(kind.toLowerCase())) return undefined;
  return `${quote}:::${kind.toLowerCase()}${rest.replace(/^\u3000/, ' ')}`;
}

export default fileRule('admonitions', ({text, tree}, report) => {
  if (!tree) return;
  const lines = text.split(/\r?\n/);
  const fenceLines = new Set<number>();
  visit(tree, 'containerDirective', (node) => {
    const start = node.position?.start.line ?? 1;
    const end = node.position?.end.line ?? start;
    fenceLines.add(start);
    if (!ADMONITION_KINDS.includes(node.name)) {
      const suggestion = closestKey(node.name, ADMONITION_KINDS);
      const hint = suggestion ? `「:::${suggestion}」の書き間違いではありませんか。` : '';
      report('admonition-kind', start, node.name, hint);
    }
    if (/^\s*(?:>\s*)*:{3,}\s*$/.test(lines[end - 1] ?? '') && end > start) fenceLines.add(end);
    else report('admonition-unclosed', start, node.name);
  });
  let openerReported = false;
  for (const {line, text: content} of proseLines(text)) {
    if (fenceLines.has(line) || !/^\s*(?:>\s*)*[:：]{2,}/.test(content)) continue;
    // The closing line of an opener already reported is fixed with it.
    const isClosing = /^\s*(?:>\s*)*[:：]{2,}\s*$/.test(content);
    if (isClosing && openerReported) {
      openerReported = false;
      continue;
    }
    openerReported = !isClosing;
    const fixed = typedFence(content);
    const fix = fixed === undefined ? undefined : lineEdit(text, line, fixed);
    report('admonition-typed', {line, fix}, content.trim());
  }
});
