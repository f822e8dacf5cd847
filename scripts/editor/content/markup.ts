/** The Markdown and MDX body: parsing it, and what MDX reads as code. */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkDirective from 'remark-directive';
import {visit} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import type {Root} from 'mdast';
import type {Node as EstreeNode} from 'estree';
import {checkAdmonitions, withAdmonitionTitles} from './admonitions';
import {
  checkLocalHtmlUrl,
  checkOpenVoidElements,
  checkScriptUrl,
  checkUnsafeTag,
  tagOfJsx,
  tagsOfHtml,
} from './html';
import {checkImage} from './images';
import {checkLinkText, type WrittenLink} from './links';
import {lineEdit} from './lines';
import {finding, type RuleId} from './rules';
import type {Finding, Source} from './types';

/** Components every MDX file may use without an import (the theme's MDXComponents). */
const GLOBAL_COMPONENTS = new Set(['Head', 'Details', 'Admonition', 'Mermaid']);
/** Names an MDX expression may use without importing them. */
const GLOBAL_NAMES = new Set([
  'undefined',
  'Math',
  'Date',
  'JSON',
  'Number',
  'String',
  'Array',
  'Object',
  'frontMatter',
  'metadata',
  'toc',
  'contentTitle',
  'assets',
  'props',
]);

/** The name an identifier-bearing estree node reads, leaving out property names and keys. */
function freeIdentifiers(program: EstreeNode): string[] {
  const names: string[] = [];
  const declared = new Set<string>();
  const walk = (node: unknown, parent?: {type: string; [key: string]: unknown}, key?: string) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) walk(child, parent, key);
      return;
    }
    const current = node as {type?: string; name?: string; [key: string]: unknown};
    if (typeof current.type !== 'string') return;
    if (current.type === 'Identifier') {
      const isPropertyName =
        (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
        (parent?.type === 'Property' && key === 'key' && !parent.computed);
      const isParam = key === 'params';
      if (isParam && current.name) declared.add(current.name);
      else if (!isPropertyName && current.name) names.push(current.name);
      return;
    }
    for (const [childKey, child] of Object.entries(current)) {
      if (childKey !== 'loc' && childKey !== 'range') {
        walk(child, current as {type: string}, childKey);
      }
    }
  };
  walk(program);
  return names.filter((name) => !declared.has(name));
}

// The expression hint first: an unclosed `{` error also speaks of a "closing" brace.
const MDX_SYNTAX_HINTS: {when: RegExp; rule: RuleId}[] = [
  {when: /expression|`\{`|`\}`|acorn|brace/i, rule: 'mdx-syntax-brace'},
  {when: /mdx-jsx|`<`|tag|JSX|closing|opening/i, rule: 'mdx-syntax-tag'},
];

function mdxSyntaxFinding(file: string, error: unknown): Finding {
  const {reason, source} = error as {reason?: string; source?: string};
  const line =
    (error as {line?: number}).line ?? Number(/\((\d+):\d+/.exec(reason ?? '')?.[1] ?? NaN);
  const detail = `${source ?? ''} ${reason ?? String(error)}`;
  const rule = MDX_SYNTAX_HINTS.find(({when}) => when.test(detail))?.rule ?? 'mdx-syntax';
  const place = {file, line: Number.isNaN(line) ? undefined : line};
  return finding(rule, place, reason ?? String(error));
}

/**
 * Parses the Markdown (and MDX) body as Docusaurus does (directives, `:::note 題名`); a syntax
 * error becomes a finding, unless it comes from an unclosed `<br>` or `<img>` already reported.
 */
export function parseBody(file: string, text: string, findings: Finding[]): Root | undefined {
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkDirective);
  const isMdx = file.endsWith('.mdx');
  if (isMdx) processor.use(remarkMdx);
  const openVoidElements = isMdx ? checkOpenVoidElements(file, text, findings) : new Set();
  try {
    return processor.parse(withAdmonitionTitles(text));
  } catch (error) {
    const unclosed = /closing tag for `<(\w+)>`/.exec((error as Error).message)?.[1];
    if (!unclosed || !openVoidElements.has(unclosed.toLowerCase())) {
      findings.push(mdxSyntaxFinding(file, error));
    }
    return undefined;
  }
}

/** Checks the body; returns the links it writes, for the check that every doc is reachable. */
export function checkBody(
  root: string,
  source: Source,
  tree: Root,
  findings: Finding[],
): WrittenLink[] {
  const {file} = source;
  const lines = source.text.split(/\r?\n/);
  const links: WrittenLink[] = [];
  checkAdmonitions(file, source.text, tree, findings);
  const defined = new Set<string>();
  let previousDepth = 1;

  visit(tree, (node) => {
    const line = node.position?.start.line;
    switch (node.type) {
      case 'mdxjsEsm': {
        const program = node.data?.estree;
        for (const statement of program?.body ?? []) {
          if (statement.type === 'ImportDeclaration') {
            for (const specifier of statement.specifiers) defined.add(specifier.local.name);
          } else if (statement.type === 'ExportNamedDeclaration') {
            const declaration = statement.declaration;
            if (declaration?.type === 'VariableDeclaration') {
              for (const d of declaration.declarations) {
                if (d.id.type === 'Identifier') defined.add(d.id.name);
              }
            } else if (declaration && 'id' in declaration) {
              defined.add(declaration.id.name);
            }
          }
        }
        break;
      }
      case 'heading': {
        if (node.depth > previousDepth + 1) {
          const marks =
            line === undefined ? undefined : /^(\s{0,3})#+(?=\s|$)/.exec(lines[line - 1]);
          const expected = '#'.repeat(previousDepth + 1);
          const fix =
            line !== undefined && marks
              ? lineEdit(
                  source.text,
                  line,
                  lines[line - 1].replace(marks[0], `${marks[1]}${expected}`),
                  true,
                )
              : undefined;
          findings.push(
            finding(
              'heading-level',
              {file, line, fix},
              '#'.repeat(previousDepth),
              '#'.repeat(node.depth),
              expected,
            ),
          );
        }
        previousDepth = node.depth;
        break;
      }
      case 'link': {
        links.push({file, url: node.url});
        checkScriptUrl(file, node.url, line, findings);
        checkLinkText(file, toString(node), node.url, line, findings);
        break;
      }
      case 'definition': {
        links.push({file, url: node.url});
        checkScriptUrl(file, node.url, line, findings);
        break;
      }
      case 'html': {
        for (const tag of tagsOfHtml(node)) {
          checkUnsafeTag(file, tag, findings);
          checkLocalHtmlUrl(file, tag, source.text, findings);
        }
        break;
      }
      case 'image': {
        checkScriptUrl(file, node.url, line, findings);
        if (!node.alt?.trim()) {
          findings.push(finding('image-alt', {file, line}, node.url));
        }
        checkImage(root, file, node.url, line, findings);
        break;
      }
      default:
        break;
    }
  });

  // A second pass, once every import and export is known (they may come after their use).
  visit(tree, (node) => {
    const line = node.position?.start.line;
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = node.name ?? '';
      const tag = tagOfJsx(node);
      checkUnsafeTag(file, tag, findings);
      checkLocalHtmlUrl(file, tag, source.text, findings);
      const href = tag.attributes.get('href') ?? tag.attributes.get('to');
      if (href) links.push({file, url: href});
      const component = name.split('.')[0];
      if (/^[A-Z]/.test(component) && !defined.has(component) && !GLOBAL_COMPONENTS.has(name)) {
        findings.push(finding('mdx-component-import', {file, line}, name));
      }
      if (name === 'img') {
        const alt = node.attributes.find(
          (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'alt',
        );
        const src = node.attributes.find(
          (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'src',
        );
        const srcText = typeof src?.value === 'string' ? src.value : '';
        if (!alt || (typeof alt.value === 'string' && !alt.value.trim())) {
          findings.push(finding('image-alt-jsx', {file, line}));
        }
        if (srcText) checkImage(root, file, srcText, line, findings);
      }
    }
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const program = node.data?.estree;
      const unknown = program
        ? freeIdentifiers(program as unknown as EstreeNode).filter(
            (name) => !defined.has(name) && !GLOBAL_NAMES.has(name),
          )
        : [];
      if (unknown.length > 0) {
        findings.push(finding('mdx-expression', {file, line}, node.value, unknown[0]));
      }
    }
  });
  return links;
}
