import {createHighlighter} from 'shiki';
import {visit} from 'unist-util-visit';
import {parseCodeBlock} from '../../src/lib/codeBlock';
import {CODE_LANGUAGES, codeThemes, codeTokens} from '../../src/lib/shiki';

interface Element {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: {type: string; value?: string}[];
}

// One highlighter for the whole build: loading the grammars is the slow part.
const highlighter = createHighlighter({
  themes: [codeThemes.light, codeThemes.dark],
  langs: [...CODE_LANGUAGES],
});

/**
 * Highlights every code fence at build time: the fence's `code` element gets Shiki's tokens
 * as a `tokens` prop (JSON), which src/theme/CodeBlock renders. The browser gets no highlighter.
 */
export default function rehypeShiki() {
  return async (tree: Parameters<typeof visit>[0]) => {
    const shiki = await highlighter;
    visit(tree, 'element', (node: Element, _index, parent?: Element) => {
      if (node.tagName !== 'code' || parent?.tagName !== 'pre') return;
      const className = (node.properties.className as string[] | undefined)?.join(' ');
      const {code, language} = parseCodeBlock({
        children: node.children.map((child) => child.value ?? '').join(''),
        className,
        metastring: node.properties.metastring as string | undefined,
      });
      node.properties.tokens = JSON.stringify(codeTokens(shiki, code, language));
    });
  };
}
