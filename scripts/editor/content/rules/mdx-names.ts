/**
 * Components and names an `.mdx` file uses without importing them: MDX cannot show the page.
 * Imports and exports count wherever they are in the file (they may come after their use).
 */
import type {Node as EstreeNode} from 'estree';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {error, fileRule} from '../rule';

/** Components every MDX file may use without an import (the theme's MDXComponents). */
const GLOBAL_COMPONENTS = new Set(['Head', 'Details', 'Admonition', 'Mermaid']);
/** Names an MDX expression may use without importing them. */
const GLOBAL_NAMES = new Set(
  'undefined Math Date JSON Number String Array Object frontMatter metadata toc contentTitle assets props'.split(
    ' ',
  ),
);

const rule = {
  id: 'mdx-names',
  help: 'md-and-mdx',
  messages: {
    'mdx-expression': error(
      (expression, name) =>
        `{${expression}} は .mdx のファイルでは JavaScript の式として読まれ、「${name}」が見つからないためページが表示できません。波かっこを文字として書くときは \\{${expression}\\} と書くか、部品を使わないページならファイルを .md にしてください。`,
    ),
    'mdx-component-import': error(
      (name) =>
        `部品 <${name}> が import されていません。ファイルの先頭に import 行を書くか、ほかのページからその行を写してください。部品を使うつもりがないなら、< を &lt; と書いてください。`,
    ),
  },
};

/** The names an estree program reads, leaving out property names, keys and parameters. */
function freeIdentifiers(program: EstreeNode): string[] {
  const names: string[] = [];
  const declared = new Set<string>();
  const walk = (node: unknown, parent?: Record<string, unknown>, key?: string) => {
    if (Array.isArray(node)) {
      node.forEach((child) => {
        walk(child, parent, key);
      });
      return;
    }
    const current = node as ({type?: unknown; name?: string} & Record<string, unknown>) | null;
    if (typeof current?.type !== 'string') return;
    if (current.type === 'Identifier' && current.name) {
      const isPropertyName =
        (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
        (parent?.type === 'Property' && key === 'key' && !parent.computed);
      if (key === 'params') declared.add(current.name);
      else if (!isPropertyName) names.push(current.name);
      return;
    }
    for (const [childKey, child] of Object.entries(current)) {
      if (childKey !== 'loc' && childKey !== 'range') walk(child, current, childKey);
    }
  };
  walk(program);
  return names.filter((name) => !declared.has(name));
}

/** The names the file's imports and exports define. */
function definedNames(tree: Root): Set<string> {
  const defined = new Set<string>();
  visit(tree, 'mdxjsEsm', (node) => {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        for (const specifier of statement.specifiers) defined.add(specifier.local.name);
      } else if (statement.type === 'ExportNamedDeclaration') {
        const declaration = statement.declaration;
        if (declaration?.type === 'VariableDeclaration') {
          for (const {id} of declaration.declarations)
            if (id.type === 'Identifier') defined.add(id.name);
        } else if (declaration && 'id' in declaration) defined.add(declaration.id.name);
      }
    }
  });
  return defined;
}

export default fileRule(rule, ({tree}, report) => {
  if (!tree) return;
  const defined = definedNames(tree);
  visit(tree, (node) => {
    const line = node.position?.start.line;
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = node.name ?? '';
      const component = name.split('.')[0];
      if (/^[A-Z]/.test(component) && !defined.has(component) && !GLOBAL_COMPONENTS.has(name)) {
        report('mdx-component-import', line, name);
      }
    }
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const program = node.data?.estree as EstreeNode | undefined;
      const unknown = program
        ? freeIdentifiers(program).filter((name) => !defined.has(name) && !GLOBAL_NAMES.has(name))
        : [];
      if (unknown.length > 0) report('mdx-expression', line, node.value, unknown[0]);
    }
  });
});
