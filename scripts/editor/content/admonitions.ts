/**
 * Admonitions (`:::note … :::`): a known kind, closed by its own `:::` line, typed in ASCII.
 * Docusaurus shows a mistyped one as plain text with an English warning, and an unclosed one
 * swallows the rest of the page.
 */
import {admonitionTitleToDirectiveLabel} from '@docusaurus/utils';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {closestKey} from './frontMatter';
import {lineEdit, proseLines} from './lines';
import {finding} from './rules';
import type {Finding} from './types';

/** The mdx-loader's default admonition keywords (not exported publicly); the site adds none. */
const ADMONITION_KINDS = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'important',
  'success',
  'secondary',
];

/** `:::note 題名` as Docusaurus reads it (the title becomes the directive's label). */
export const withAdmonitionTitles = (text: string) =>
  admonitionTitleToDirectiveLabel(text, ADMONITION_KINDS);

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

export function checkAdmonitions(file: string, text: string, tree: Root, findings: Finding[]) {
  const lines = text.split(/\r?\n/);
  const fenceLines = new Set<number>();
  visit(tree, 'containerDirective', (node) => {
    const start = node.position?.start.line ?? 1;
    const end = node.position?.end.line ?? start;
    fenceLines.add(start);
    if (!ADMONITION_KINDS.includes(node.name)) {
      const suggestion = closestKey(node.name, ADMONITION_KINDS);
      const hint = suggestion ? `「:::${suggestion}」の書き間違いではありませんか。` : '';
      findings.push(finding('admonition-kind', {file, line: start}, node.name, hint));
    }
    if (/^\s*(?:>\s*)*:{3,}\s*$/.test(lines[end - 1] ?? '') && end > start) {
      fenceLines.add(end);
    } else {
      findings.push(finding('admonition-unclosed', {file, line: start}, node.name));
    }
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
    findings.push(finding('admonition-typed', {file, line, fix}, content.trim()));
  }
}
