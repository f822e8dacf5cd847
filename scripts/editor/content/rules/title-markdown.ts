/** Title-like values written with Markdown, from the raw lines (YAML may not even read them). */
import {parse} from 'yaml';
import {MARKDOWN_IN_TEXT, withoutMarkdown} from '../../../../src/lib/blogPost';
import {frontMatterLines, lineEdit} from '../lines';
import {fileRule} from '../rule-types';

/** Keys whose value a visitor reads as text: Markdown in them shows its marks. */
const PLAIN_TEXT_KEYS = ['title', 'sidebar_label', 'pagination_label'];

/** `key: value` as a front matter line that reads back as the text `value`. */
function textLine(key: string, value: string): string {
  let readsBack = false;
  try {
    readsBack = parse(value) === value;
  } catch {
    // not plain YAML text: quoted below
  }
  return `${key}: ${readsBack ? value : JSON.stringify(value)}`;
}

/** The front matter lines of `text` that give a title-like key Markdown, and its plain text. */
export const markdownTitles = (text: string) =>
  frontMatterLines(text).flatMap(({line, text: content}) => {
    const [, key, value] = /^([\w-]+):\s*(.*)$/.exec(content) ?? [];
    if (!key || !PLAIN_TEXT_KEYS.includes(key) || !MARKDOWN_IN_TEXT.test(value)) return [];
    return [{line, key, plain: withoutMarkdown(value.replace(/^(["'])(.*)\1$/, '$2'))}];
  });

export default fileRule('title-markdown', ({text, partial}, report) => {
  if (partial) return;
  for (const {line, key, plain} of markdownTitles(text)) {
    const fix = plain ? lineEdit(text, line, textLine(key, plain)) : undefined;
    report('title-markdown', {line, fix}, key, `${key}: ${plain}`);
  }
});
