import {createHighlighter} from 'shiki';
import {visit} from 'unist-util-visit';
import {parseCodeBlock} from '../../src/lib/codeBlock';
import {CODE_LANGUAGES, codeThemes, codeTokens} from '../../src/lib/shiki';

interface Element {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: {type: string; value?: string}[];
  /** What follows the language on the fence's first line, as mdast-util-to-hast keeps it. */
  data?: {meta?: string | null};
}

// One highlighter for the whole build: loading the grammars is the slow part.
const highlighter = createHighlighter({
  themes: [codeThemes.light, codeThemes.dark],
  langs: [...CODE_LANGUAGES],
});

/**
 * Highlights every code fence at build time: the fence's `code` element gets Shiki's tokens
 * as a `tokens` prop (JSON), which src/theme/CodeBlock renders. The browser gets no highlighter.
 * The fence's meta (`title="a.ts" {2}`) goes on as the `metastring` prop CodeBlock reads, set
 * here from the public `data.meta` rather than left to Docusaurus's MDX 1 compatibility step.
 */
export default function rehypeShiki() {
  return async (tree: Parameters<typeof visit>[0]) => {
    const shiki = await highlighter;
    visit(tree, 'element', (node: Element, _index, parent?: Element) => {
      if (node.tagName !== 'code' || parent?.tagName !== 'pre') return;
      const className = (node.properties.className as string[] | undefined)?.join(' ');
      const metastring = node.data?.meta ?? undefined;
      if (metastring) node.properties.metastring = metastring;
      const {code, language} = parseCodeBlock({
        children: node.children.map((child) => child.value ?? '').join(''),
        className,
        metastring,
      });
      node.properties.tokens = JSON.stringify(codeTokens(shiki, code, language));
    });
  };
}
