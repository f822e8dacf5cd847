import {test} from 'node:test';
import assert from 'node:assert/strict';
import remarkHighlightCodePages, {
  type MarkdownNode,
} from '../../plugins/remark-highlight-code-pages';

const paragraph = {type: 'paragraph', children: [{type: 'inlineCode', value: 'x'}]};

/** The import sources a page gets from the plugin. */
function importsOf(children: MarkdownNode[]): (string | undefined)[] {
  const tree = {type: 'root', children: [...children]};
  remarkHighlightCodePages()(tree);
  return tree.children.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value);
}

test('a page with a fenced code block imports the highlighter once', () => {
  assert.deepEqual(importsOf([paragraph, {type: 'code', value: 'let a = 1'}]), [
    "import '@site/src/lib/highlightedCodeBlock';",
  ]);
});

test('code inside a component (such as Tabs) counts, and so does a CodeBlock element', () => {
  const tabs = {type: 'mdxJsxFlowElement', name: 'Tabs', children: [{type: 'code', value: ''}]};
  assert.equal(importsOf([tabs]).length, 1);
  assert.equal(importsOf([{type: 'mdxJsxFlowElement', name: 'CodeBlock', children: []}]).length, 1);
});

test('a page with only inline code does not load Prism', () => {
  assert.deepEqual(importsOf([paragraph]), []);
});
