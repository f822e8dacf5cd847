/** Title-like values written with Markdown, from the raw lines (YAML may not even read them). */
import {parse} from 'yaml';
import {MARKDOWN_IN_TEXT, withoutMarkdown} from '../../../../src/lib/blogPost';
import {frontMatterLines, lineEdit} from '../lines';
import {error, fileRule} from '../rule';

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

const rule = {
  id: 'title-markdown',
  help: 'front-matter',
  messages: {
    'title-markdown': error(
      (key, plain) =>
        `${key} には Markdown の書式（** や \` や [文字](URL) など）が使えず、記号がそのまま表示されます。記号を消して「${plain}」のように文字だけで書いてください。`,
      'fixable',
    ),
  },
};

export default fileRule(rule, ({text, partial}, report) => {
  if (partial) return;
  for (const {line, text: content} of frontMatterLines(text)) {
    const [, key, value] = /^([\w-]+):\s*(.*)$/.exec(content) ?? [];
    if (!key || !PLAIN_TEXT_KEYS.includes(key) || !MARKDOWN_IN_TEXT.test(value)) continue;
    const plain = withoutMarkdown(value.replace(/^(["'])(.*)\1$/, '$2'));
    const fix = plain ? lineEdit(text, line, textLine(key, plain)) : undefined;
    report('title-markdown', {line, fix}, key, `${key}: ${plain}`);
  }
});
