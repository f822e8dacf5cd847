/**
 * Judges a page by the list of allowed-content.ts: `.md` raw HTML (parsed to hast, so entities are
 * decoded as a browser decodes them) and `.mdx` JSX are elements of the same list; `.mdx` imports,
 * exports and `{…}` expressions are judged as code. What the list does not hold is refused, with a
 * Japanese message of lib/contentMessages.ts that says what to write instead. The content check
 * (rules html-safety and mdx-names) and every build (remark-allowed-content) report these refusals.
 */
import type {
  Node as EstreeNode,
  JSXElement,
  JSXIdentifier,
  JSXMemberExpression,
  JSXNamespacedName,
  Program,
} from 'estree-jsx';
import type {Element as HastElement} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import type {Schema} from 'hast-util-sanitize';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {find, html} from 'property-information';
import {SKIP, visit} from 'unist-util-visit';
import {
  CODE_PAGE_HTML,
  COMPONENTS,
  MODULES,
  PAGE_DATA,
  PAGE_HTML,
  SITE_CODE_PAGES,
} from './allowed-content';
import {formatMessage, type MESSAGES, type MessageId} from '../../lib/contentMessages';

/** The catalogue's messages for what the list refuses: the content check's html-safety and mdx-names. */
type RefusalId = {
  [Id in MessageId]: (typeof MESSAGES)[Id]['rule'] extends 'html-safety' | 'mdx-names' ? Id : never;
}[MessageId];

export interface Refusal {
  id: RefusalId;
  line?: number;
  words: string[];
}

/** A refusal's message, in the page's words. */
export const refusalText = ({id, words}: Refusal) => formatMessage(id, words);

/** What to write instead, where an element or attribute has advice of its own. */
const ELEMENT_ADVICE: Partial<Record<string, RefusalId>> = {
  script: 'html-unsafe-element',
  object: 'html-unsafe-element',
  embed: 'html-unsafe-element',
  frame: 'html-unsafe-element',
  frameset: 'html-unsafe-element',
  base: 'html-unsafe-element',
  style: 'html-style',
  svg: 'html-svg',
  math: 'html-svg',
  head: 'html-head',
  Head: 'html-head',
  link: 'html-link',
  meta: 'html-meta',
  form: 'html-form',
  button: 'html-form',
  select: 'html-form',
  textarea: 'html-form',
};
const ATTRIBUTE_ADVICE: Partial<Record<string, RefusalId>> = {
  style: 'html-style',
  srcDoc: 'embed-srcdoc',
  formAction: 'html-form',
};
const attributeAdvice = (property: string) =>
  /^on/i.test(property) ? 'html-event-handler' : ATTRIBUTE_ADVICE[property];

/** An attribute as written: its text (true when written alone) or its `{…}` expression. */
interface Attribute {
  name: string;
  value?: string | true;
  expression?: EstreeNode;
  /** The expression's text, to name it in a message. */
  source?: string;
  /** `{...props}`: every prop at once. */
  spread?: true;
}

/** An element of the page: an HTML element of a `.md` file, or JSX of an `.mdx` file. */
interface Written {
  name: string;
  attributes: Attribute[];
  line?: number;
  jsx: boolean;
}

/** A URL of a listed protocol, or one relative to the page, judged as hast-util-sanitize does. */
function safeProtocol(url: string, protocols: readonly string[]): boolean {
  const colon = url.indexOf(':');
  const before = (mark: string) => url.includes(mark) && colon > url.indexOf(mark);
  return colon < 0 || before('/') || before('?') || before('#')
    ? true
    : protocols.includes(url.slice(0, colon).toLowerCase());
}

/** A URL's scheme as a browser reads it (tabs and newlines removed), for the message. */
const schemeOf = (url: string) =>
  url
    .replace(/[\t\n\r]/g, '')
    .split(':')[0]
    .trim();

/**
 * The URL an attribute's `{…}` gives, where the page writes it: a string, or a template's start
 * up to its first `${` when that decides the scheme (`mailto:${…}`, `/docs/${…}`); undefined for
 * the site's data (a name), null for anything else.
 */
function urlOf(expression: EstreeNode): string | null | undefined {
  let node = expression;
  if (node.type === 'Program' && node.body[0]?.type === 'ExpressionStatement') {
    node = node.body[0].expression;
  }
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : null;
  if (node.type === 'TemplateLiteral') {
    const start = node.quasis[0]?.value.cooked ?? '';
    return /[:/?#]/.test(start) ? start : null;
  }
  return node.type === 'Identifier' || node.type === 'MemberExpression' ? undefined : null;
}

/** Names every object inherits (`constructor`, `__proto__`…): the way from data to code. */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Expression nodes an editor's page may hold besides names, members, arrows and JSX. */
const PLAIN_EXPRESSIONS = new Set([
  'Program',
  'ExpressionStatement',
  'CallExpression',
  'ChainExpression',
  'ArrayExpression',
  'SpreadElement',
  'ConditionalExpression',
  'LogicalExpression',
  'BinaryExpression',
  'UnaryExpression',
  'TemplateLiteral',
  'TemplateElement',
  'Literal',
  'JSXFragment',
  'JSXOpeningFragment',
  'JSXClosingFragment',
  'JSXExpressionContainer',
  'JSXEmptyExpression',
  'JSXText',
]);

/** The first line of an expression, shortened, to name it in a message. */
const shown = (source: string) => {
  const line = source.trim().split('\n')[0];
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
};

const lineOf = (node: unknown, fallback?: number) =>
  (node as {loc?: {start: {line: number}}}).loc?.start.line ?? fallback;

const children = (node: EstreeNode): EstreeNode[] =>
  Object.entries(node).flatMap(([key, value]) =>
    key === 'loc' || key === 'range' || key === 'comments'
      ? []
      : (Array.isArray(value) ? value : [value]).filter(
          (child): child is EstreeNode => typeof (child as EstreeNode | null)?.type === 'string',
        ),
  );

/** Judges one page: a site's own code page may export code and write any expression. */
class PageJudge {
  readonly found: Refusal[] = [];
  readonly defined = new Set<string>(PAGE_DATA);
  readonly schema: Schema;

  constructor(readonly code: boolean) {
    this.schema = code ? CODE_PAGE_HTML : PAGE_HTML;
  }

  report(id: RefusalId, line: number | undefined, ...words: string[]) {
    this.found.push({id, line, words});
  }

  /** Refuses an element not on the list, with the advice its name has. */
  refuseElement(name: string, line?: number) {
    const advice = ELEMENT_ADVICE[name] ?? 'html-element';
    const shownAs = advice === 'html-style' || advice === 'html-form' ? `<${name}>` : name;
    this.report(advice, line, shownAs);
  }

  /**
   * Judges an element: the attributes it accepts, or false when it is refused as a whole (its
   * content then is not judged).
   */
  element(
    {name, attributes, line, jsx}: Written,
    scope?: ReadonlySet<string>,
  ): Attribute[] | false {
    for (const {spread, source = ''} of attributes) {
      if (spread && !this.code) this.report('mdx-code', line, shown(source));
    }
    const kept = attributes.filter(({spread}) => !spread || this.code);
    if (/^[A-Z]/.test(name)) return this.component(name, kept, line, scope);
    const tagNames = this.schema.tagNames ?? [];
    const allowed = this.schema.attributes ?? {};
    const protocols = this.schema.protocols ?? {};
    if (!tagNames.includes(name)) {
      this.refuseElement(name, line);
      return false;
    }
    const definitions = [...(allowed[name] ?? []), ...(allowed['*'] ?? [])];
    const accepted: Attribute[] = [];
    let embedRefused = false;
    for (const written of kept) {
      const {name: attribute, value, expression} = written;
      if ((jsx && attribute === 'key') || written.spread) {
        accepted.push(written);
        continue;
      }
      const {property, attribute: shownName} = find(html, attribute);
      const definition = definitions.find(
        (candidate) => (typeof candidate === 'string' ? candidate : candidate[0]) === property,
      );
      if (!definition) {
        const advice = attributeAdvice(property);
        if (advice === 'html-style' || advice === 'html-form') {
          this.report(advice, line, `<${name} ${shownName}="…">`);
        } else if (advice) this.report(advice, line, shownName);
        else this.report('html-attribute', line, name, shownName);
        continue;
      }
      accepted.push(written);
      const url = expression && !this.code ? urlOf(expression) : value;
      if (typeof url !== 'string') {
        if (url === null && protocols[property]) this.report('html-url', line, shownName, '{…}');
        continue;
      }
      const values = typeof definition === 'string' ? [] : definition.slice(1);
      const tokens = property === 'className' ? url.split(/\s+/) : [url];
      const fits = (token: string) =>
        values.some((allowedValue) =>
          allowedValue instanceof RegExp
            ? allowedValue.test(token)
            : String(allowedValue) === token,
        );
      if (values.length > 0 && !tokens.every(fits)) {
        if (name === 'iframe' && property === 'src') {
          this.report('embed-not-allowed', line, url, url);
          embedRefused = true;
        } else this.report('html-attribute', line, name, shownName);
      } else if (protocols[property] && !safeProtocol(url, protocols[property] ?? [])) {
        this.report('html-url', line, shownName, schemeOf(url));
      }
    }
    if (name === 'iframe') {
      const attribute = (wanted: string) => attributes.find(({name: key}) => key === wanted);
      const title = attribute('title')?.value;
      if (!attribute('src')) this.report('embed-not-allowed', line, '', 'https://…');
      else if (embedRefused) return accepted;
      else if (typeof title !== 'string' || !title.trim()) this.report('embed-title', line);
    }
    return accepted;
  }

  component(
    name: string,
    attributes: Attribute[],
    line: number | undefined,
    scope?: ReadonlySet<string>,
  ): Attribute[] | false {
    if (name in ELEMENT_ADVICE) {
      this.refuseElement(name, line);
      return false;
    }
    const root = name.split('.')[0];
    if (!this.defined.has(root) && !scope?.has(root)) {
      this.report('mdx-component-import', line, name);
      return false;
    }
    const props = Object.hasOwn(COMPONENTS, name) ? COMPONENTS[name] : undefined;
    if (!props) {
      this.report('mdx-component', line, name);
      return false;
    }
    const listed = (prop: string) => prop === 'key' || props.includes(prop);
    for (const {name: prop} of attributes) {
      if (!listed(prop) && !this.code) this.report('html-attribute', line, name, prop);
    }
    return attributes.filter(({name: prop, spread}) => spread === true || listed(prop));
  }

  /** The names the file's imports (of listed modules) and exports (on code pages) define. */
  esm(program: Program, line?: number) {
    for (const statement of program.body) {
      const at = lineOf(statement, line);
      if (statement.type === 'ImportDeclaration') {
        const source = String(statement.source.value);
        if (!MODULES.has(source)) this.report('mdx-import', at, source);
        for (const specifier of statement.specifiers) this.defined.add(specifier.local.name);
        continue;
      }
      if (!this.code) this.report('mdx-export', at);
      const declaration = statement.type === 'ExportNamedDeclaration' && statement.declaration;
      if (declaration && declaration.type === 'VariableDeclaration') {
        for (const {id} of declaration.declarations) {
          if (id.type === 'Identifier') this.defined.add(id.name);
        }
      } else if (declaration && 'id' in declaration) {
        this.defined.add(declaration.id.name);
      }
    }
  }

  /**
   * Judges an expression: on an editor's page only the plain forms, listed names and their
   * members (none every object inherits); on a code page only that every name is defined.
   */
  expression(program: EstreeNode, source: string, line?: number) {
    let reported = false;
    const once = (id: RefusalId, node: EstreeNode, ...words: string[]) => {
      if (!reported) this.report(id, lineOf(node, line), shown(source), ...words);
      reported = true;
    };
    const scope = new Set(this.defined);
    if (this.code) {
      // Code declares names of its own anywhere (parameters, variables); MDX runs it as written.
      const declare = (node: EstreeNode, key?: string) => {
        if (node.type === 'Identifier' && (key === 'params' || key === 'id')) scope.add(node.name);
        for (const [childKey, value] of Object.entries(node)) {
          for (const child of Array.isArray(value) ? value : [value]) {
            if (typeof (child as EstreeNode | null)?.type === 'string') {
              declare(child as EstreeNode, childKey);
            }
          }
        }
      };
      declare(program);
    }
    const walk = (node: EstreeNode, names: ReadonlySet<string>): void => {
      switch (node.type) {
        case 'Identifier':
          if (names.has(node.name)) return;
          if (!(node.name in globalThis)) once('mdx-expression', node, node.name);
          else if (!this.code) once('mdx-global', node, node.name);
          return;
        case 'MemberExpression': {
          const {object, property, computed} = node;
          walk(object, names);
          if (this.code) {
            if (computed) walk(property, names);
          } else if (
            computed
              ? property.type !== 'Literal' || typeof property.value !== 'number'
              : property.type !== 'Identifier' || INHERITED.has(property.name)
          ) {
            once('mdx-code', node);
          }
          return;
        }
        case 'Property':
          if (node.computed) walk(node.key, names);
          walk(node.value, names);
          return;
        case 'ArrowFunctionExpression': {
          const {params, body} = node;
          const plain =
            !node.async &&
            body.type !== 'BlockStatement' &&
            params.every((param) => param.type === 'Identifier');
          if (!plain && !this.code) {
            once('mdx-code', node);
            return;
          }
          const inner = new Set(names);
          for (const param of params) if (param.type === 'Identifier') inner.add(param.name);
          walk(body, inner);
          return;
        }
        case 'JSXElement':
          this.jsxInExpression(node, names, walk, once);
          return;
        case 'Literal':
          if ('regex' in node && !this.code) once('mdx-code', node);
          return;
        case 'UnaryExpression':
          if (node.operator === 'delete' && !this.code) {
            once('mdx-code', node);
            return;
          }
          break;
        default:
          if (!this.code && !PLAIN_EXPRESSIONS.has(node.type)) {
            once('mdx-code', node);
            return;
          }
      }
      for (const child of children(node)) walk(child, names);
    };
    walk(program, scope);
  }

  /** A JSX element inside an expression: judged by the list on an editor's page. */
  private jsxInExpression(
    element: JSXElement,
    names: ReadonlySet<string>,
    walk: (node: EstreeNode, names: ReadonlySet<string>) => void,
    once: (id: RefusalId, node: EstreeNode) => void,
  ) {
    const attributes: Attribute[] = [];
    for (const attribute of element.openingElement.attributes) {
      if (attribute.type !== 'JSXAttribute' || attribute.name.type !== 'JSXIdentifier') {
        if (!this.code) once('mdx-code', attribute);
        continue;
      }
      const {value} = attribute;
      const expression =
        value?.type === 'JSXExpressionContainer' && value.expression.type !== 'JSXEmptyExpression'
          ? value.expression
          : undefined;
      if (expression) walk(expression, names);
      attributes.push({
        name: attribute.name.name,
        value:
          value === null
            ? true
            : value.type === 'Literal' && typeof value.value === 'string'
              ? value.value
              : undefined,
        expression,
      });
    }
    const written = {
      name: jsxName(element.openingElement.name),
      attributes,
      line: lineOf(element),
      jsx: true,
    };
    if (this.code || this.element(written, names)) {
      for (const child of element.children) {
        if (child.type === 'JSXSpreadChild') once('mdx-code', element);
        else walk(child, names);
      }
    }
  }
}

const jsxName = (name: JSXIdentifier | JSXMemberExpression | JSXNamespacedName): string =>
  name.type === 'JSXMemberExpression'
    ? `${jsxName(name.object)}.${name.property.name}`
    : name.type === 'JSXIdentifier'
      ? name.name
      : `${name.namespace.name}:${name.name.name}`;

/** An HTML element of a `.md` file's raw HTML, its attributes as the browser reads them. */
const writtenHtml = (element: HastElement, line?: number): Written => ({
  name: element.tagName,
  attributes: Object.entries(element.properties).flatMap(([property, value]) =>
    value === false || value == null
      ? []
      : [
          {
            name: find(html, property).attribute,
            value: value === true ? true : Array.isArray(value) ? value.join(' ') : String(value),
          },
        ],
  ),
  line,
  jsx: false,
});

/** A JSX element of an `.mdx` file as written; a `{…}` attribute holds its expression. */
const writtenJsx = (node: MdxJsxFlowElement | MdxJsxTextElement): Written => ({
  name: node.name ?? '',
  attributes: node.attributes.map((attribute) => {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      return {
        name: `{${attribute.value}}`,
        source: attribute.value,
        spread: true,
        expression: attribute.data?.estree ?? undefined,
      };
    }
    const {name, value} = attribute;
    return typeof value === 'object' && value !== null
      ? {name, source: value.value, expression: value.data?.estree ?? undefined}
      : {name, value: value ?? true};
  }),
  line: node.position?.start.line,
  jsx: true,
});

/**
 * The raw HTML among `nodes` (siblings) as one document, as the build parses it, with everything
 * else blanked to its lines: an element opened in one inline node may close in another.
 */
function rawHtmlOf(nodes: RootContent[]): {html: string; line: number} {
  const first = nodes[0].position?.start.line ?? 1;
  let html = '';
  let lastLine = first;
  for (const node of nodes) {
    const {start, end} = node.position ?? {start: {line: lastLine}, end: {line: lastLine}};
    html += '\n'.repeat(Math.max(0, start.line - lastLine));
    html += node.type === 'html' ? node.value : `${'\n'.repeat(end.line - start.line)} `;
    lastLine = end.line;
  }
  return {html, line: first};
}

/** Each tree's refusals, judged once for the rules that report them. */
const judged = new WeakMap<Root, Refusal[]>();

/**
 * What `tree` (the page at `file`, from the site's root, with forward slashes) holds that the
 * list does not allow, in the order written.
 */
export function refusals(tree: Root, file: string): Refusal[] {
  const known = judged.get(tree);
  if (known) return known;
  const judge = new PageJudge(SITE_CODE_PAGES.has(file));
  visit(tree, 'mdxjsEsm', (node) => {
    if (node.data?.estree) judge.esm(node.data.estree, node.position?.start.line);
  });
  visit(tree, (node) => {
    const line = node.position?.start.line;
    if ('children' in node && node.children.some(({type}) => type === 'html')) {
      const {html: raw, line: first} = rawHtmlOf(node.children);
      visit(fromHtml(raw, {fragment: true}), 'element', (element) => {
        const at = first + (element.position?.start.line ?? 1) - 1;
        return judge.element(writtenHtml(element, at)) ? undefined : SKIP;
      });
    } else if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
      const protocols = PAGE_HTML.protocols?.[node.type === 'image' ? 'src' : 'href'] ?? [];
      if (!safeProtocol(node.url, protocols)) {
        judge.report('link-script-url', line, schemeOf(node.url));
      }
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (!node.name) return undefined;
      const accepted = judge.element(writtenJsx(node));
      if (!accepted) return SKIP;
      for (const {source = '', expression} of accepted) {
        if (expression) judge.expression(expression, source, line);
      }
    } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      if (node.data?.estree) judge.expression(node.data.estree, node.value, line);
    }
    return undefined;
  });
  judged.set(tree, judge.found);
  return judge.found;
}
