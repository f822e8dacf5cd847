/**
 * HTML written into a page, in `.md` (raw HTML) or `.mdx` (JSX), as tags with their attributes
 * and lines; and the Markdown that says the same as an HTML link or image, for the fixes.
 */
import {Parser} from 'htmlparser2';
import type {Html, Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

/** One HTML tag as written: its name, its attributes with a text value, and its line. */
export interface Tag {
  name: string;
  attributes: Map<string, string>;
  line?: number;
  /** The JSX element it is, in `.mdx`. */
  jsx?: MdxJsxFlowElement | MdxJsxTextElement;
}

/** URLs that leave the site or stay on the page: Docusaurus would not rewrite them anyway. */
export const EXTERNAL_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i;

/** The tags of a raw HTML block in a `.md` file, each with its own line. */
function tagsOfHtml(node: Html): Tag[] {
  const tags: Tag[] = [];
  const firstLine = node.position?.start.line;
  const parser: Parser = new Parser({
    onopentag(name, attributes) {
      const before = node.value.slice(0, parser.startIndex);
      tags.push({
        name,
        attributes: new Map(Object.entries(attributes)),
        line: firstLine && firstLine + (before.match(/\n/g)?.length ?? 0),
      });
    },
  });
  parser.write(node.value);
  parser.end();
  return tags;
}

/** A JSX element of an `.mdx` file as a tag; attributes written as `{…}` expressions are left out. */
function tagOfJsx(node: MdxJsxFlowElement | MdxJsxTextElement): Tag {
  const attributes = new Map<string, string>();
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    attributes.set(
      attribute.name.toLowerCase(),
      typeof attribute.value === 'string' ? attribute.value : '',
    );
  }
  return {name: node.name ?? '', attributes, line: node.position?.start.line, jsx: node};
}

/** Each tree's tags, read once for the rules that look at them. */
const tagsByTree = new WeakMap<Root, Tag[]>();

/** Every HTML tag and JSX element of a page's tree. */
export function tagsOf(tree: Root | undefined): Tag[] {
  if (!tree) return [];
  const known = tagsByTree.get(tree);
  if (known) return known;
  const tags: Tag[] = [];
  tagsByTree.set(tree, tags);
  visit(tree, (node) => {
    if (node.type === 'html') tags.push(...tagsOfHtml(node));
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      tags.push(tagOfJsx(node));
    }
  });
  return tags;
}

/** The one tag `html` holds (`<img src="…" alt="…">`), or undefined. */
function parseTag(html: string): Tag | undefined {
  const tags: Tag[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      tags.push({name, attributes: new Map(Object.entries(attributes))});
    },
  });
  parser.write(html);
  parser.end();
  return tags.length === 1 ? tags[0] : undefined;
}

/** Attributes Markdown writes too: a link's address, an image's address, description and title. */
const MARKDOWN_ATTRIBUTES: Record<string, string[]> = {a: ['href'], img: ['src', 'alt', 'title']};

/**
 * `line` with its one HTML link or image to `url` written in Markdown, when that says the same
 * for sure: the element has no attribute Markdown cannot write, an image has its description, a
 * link plain text, and nothing else on the line is HTML (which would keep Markdown from being
 * read there). A `<p>` holding only the image goes with it.
 */
export function markdownForHtml(line: string, name: string, url: string): string | undefined {
  const element =
    name === 'a'
      ? /<a\b((?:[^>"']|"[^"]*"|'[^']*')*)>([^<>[\]]*)<\/a\s*>/gi
      : /<img\b((?:[^>"']|"[^"]*"|'[^']*')*?)\/?>/gi;
  const matches = [...line.matchAll(element)];
  if (matches.length !== 1) return undefined;
  const [html, , text = ''] = matches[0];
  const tag = parseTag(name === 'a' ? html.replace(/>[\s\S]*$/, '>') : html);
  if (tag?.name !== name) return undefined;
  const attributes = tag.attributes;
  if ([...attributes.keys()].some((key) => !MARKDOWN_ATTRIBUTES[name].includes(key))) {
    return undefined;
  }
  if ((attributes.get(name === 'a' ? 'href' : 'src') ?? '') !== url || /[\s()<>]/.test(url)) {
    return undefined;
  }
  const alt = attributes.get('alt')?.trim() ?? '';
  const title = attributes.get('title');
  if (name === 'a' ? !text.trim() : !alt || /[[\]]/.test(alt)) return undefined;
  if (title?.includes('"')) return undefined;
  const titlePart = title === undefined ? '' : ` "${title}"`;
  const markdown = name === 'a' ? `[${text.trim()}](${url})` : `![${alt}](${url}${titlePart})`;
  const lone = /^(\s*)<p>\s*([\s\S]*?)\s*<\/p>\s*$/i.exec(line);
  const unwrapped = lone?.[2] === html ? `${lone[1]}${html}` : line;
  const rest = unwrapped.replace(html, '');
  return /<\/?[a-z]/i.test(rest) ? undefined : unwrapped.replace(html, markdown);
}
