import type {Heading, Root, RootContent, Text} from 'mdast';
import {SKIP, visit} from 'unist-util-visit';
import {phraseBreakOffsets} from '../../lib/phrases';

const WBR = {type: 'mdxJsxTextElement', name: 'wbr', attributes: [], children: []} as const;

/**
 * Puts a <wbr> between the phrases of every Markdown heading, so that with `word-break: keep-all`
 * (src/css/custom.css) a heading wraps only between phrases in every browser, not only in those
 * with `word-break: auto-phrase`. Runs after Docusaurus has read the headings for ids and the table
 * of contents, which keep the plain text.
 */
export default function remarkPhraseBreaks() {
  return (tree: Root) => {
    visit(tree, 'heading', (heading: Heading) => {
      const pieces: {node: Text; start: number; parent: {children: RootContent[]}}[] = [];
      let text = '';
      visit(heading, (node, _index, parent) => {
        if (node.type === 'text' && parent) {
          pieces.push({node, start: text.length, parent});
          text += node.value;
        } else if (node.type === 'inlineCode') {
          text += node.value;
        }
      });
      const offsets = phraseBreakOffsets(text);
      for (const {node, start, parent} of pieces) {
        const end = start + node.value.length;
        const inside = offsets.filter((offset) => offset > start && offset < end);
        if (inside.length === 0) continue;
        const parts = [start, ...inside].map((from, index) =>
          node.value.slice(from - start, (inside[index] ?? end) - start),
        );
        const replacement = parts.flatMap((value, index) => [
          ...(index > 0 ? [{...WBR}] : []),
          {type: 'text', value},
        ]) as RootContent[];
        parent.children.splice(parent.children.indexOf(node), 1, ...replacement);
      }
      return SKIP;
    });
  };
}
