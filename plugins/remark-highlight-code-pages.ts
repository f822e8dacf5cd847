/** The module that loads Prism and the theme's highlighting CodeBlock. */
const HIGHLIGHTER = '@site/src/lib/highlightedCodeBlock';

export interface MarkdownNode {
  type: string;
  name?: string | null;
  value?: string;
  data?: unknown;
  children?: MarkdownNode[];
}

/** A fenced code block, or the CodeBlock component written in MDX. */
function showsCode(node: MarkdownNode): boolean {
  if (node.type === 'code') return true;
  if (node.type === 'mdxJsxFlowElement' && node.name === 'CodeBlock') return true;
  return node.children?.some(showsCode) ?? false;
}

/**
 * Pages with code import the highlighter, so it lands in their own chunk: the app loads that
 * chunk before it renders or hydrates the page. Pages without code never load Prism.
 */
export default function remarkHighlightCodePages() {
  return (tree: MarkdownNode & {children: MarkdownNode[]}) => {
    if (!showsCode(tree)) return;
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: `import '${HIGHLIGHTER}';`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ImportDeclaration',
              specifiers: [],
              attributes: [],
              source: {type: 'Literal', value: HIGHLIGHTER, raw: `'${HIGHLIGHTER}'`},
            },
          ],
        },
      },
    });
  };
}
