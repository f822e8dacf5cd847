/**
 * HTML written into a page, in `.md` (raw HTML) or `.mdx` (JSX): nothing that runs script or
 * embeds another site outside the allow-list, and no link or image that Docusaurus does not
 * process (those break under the preview's /pr-preview/pr-N/ and escape the link checks).
 */
import {Parser} from 'htmlparser2';
import type {Html} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {lineEdit, proseLines, withoutInlineCode} from './lines';
import {finding, type RuleId} from './rules';
import type {Finding} from './types';

/** One HTML tag as written: its name, its attributes with a text value, and its line. */
export interface Tag {
  name: string;
  attributes: Map<string, string>;
  line?: number;
}

/** Embeds CONTRIBUTING.md allows: a YouTube video without tracking cookies, with a title. */
const ALLOWED_EMBEDS = [/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+(\?[\w=&;-]*)?$/];

/**
 * Elements that run script, load another document or send a visitor's input elsewhere. (`<meta>`
 * stays allowed inside `<head>`, as Docusaurus documents, but not as a redirect.)
 */
const UNSAFE_ELEMENTS = new Set([
  'script',
  'object',
  'embed',
  'applet',
  'frame',
  'frameset',
  'base',
  'form',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'to']);
const SCRIPT_URL = /^\s*(?:javascript|vbscript|data\s*:\s*text\/html)/i;
/** URLs that leave the site or stay on the page: Docusaurus would not rewrite them anyway. */
const EXTERNAL_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i;
/** HTML elements without content, which JSX needs closed with `/>`. */
const VOID_ELEMENTS = ['br', 'hr', 'img', 'input', 'wbr', 'source', 'track', 'col', 'area'];
const OPEN_VOID_ELEMENT = new RegExp(
  `<(${VOID_ELEMENTS.join('|')})\\b((?:[^>"']|"[^"]*"|'[^']*')*?)(?<!/)>`,
  'gi',
);

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
function markdownForHtml(line: string, name: string, url: string): string | undefined {
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

/** The tags of a raw HTML block in a `.md` file, each with its own line. */
export function tagsOfHtml(node: Html): Tag[] {
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
export function tagOfJsx(node: MdxJsxFlowElement | MdxJsxTextElement): Tag {
  const attributes = new Map<string, string>();
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    attributes.set(
      attribute.name.toLowerCase(),
      typeof attribute.value === 'string' ? attribute.value : '',
    );
  }
  return {name: node.name ?? '', attributes, line: node.position?.start.line};
}

/** Script and embeds outside the allow-list, in any page. */
export function checkUnsafeTag(file: string, tag: Tag, findings: Finding[]): void {
  // Case matters: in .mdx, <Link> is Docusaurus's link component, <link> the HTML element.
  const {name, attributes, line} = tag;
  const error = (rule: RuleId, ...words: string[]) =>
    findings.push(finding(rule, {file, line}, ...words));
  if (UNSAFE_ELEMENTS.has(name)) {
    error('html-unsafe-element', name);
  }
  if (name === 'iframe') {
    const src = attributes.get('src') ?? '';
    if (!ALLOWED_EMBEDS.some((allowed) => allowed.test(src))) {
      error('embed-not-allowed', src, src || 'https://…');
    } else if (!attributes.get('title')?.trim()) {
      error('embed-title');
    }
  }
  for (const [attribute, value] of attributes) {
    if (attribute === 'http-equiv' || attribute === 'httpequiv') {
      error('html-refresh', name);
    } else if (/^on/i.test(attribute)) {
      error('html-event-handler', attribute);
    } else if (URL_ATTRIBUTES.has(attribute) && SCRIPT_URL.test(value)) {
      error('html-script-url', attribute, value.split(':')[0]);
    }
  }
}

/** A Markdown link or image whose URL would run script. */
export function checkScriptUrl(
  file: string,
  url: string,
  line: number | undefined,
  findings: Finding[],
) {
  if (!SCRIPT_URL.test(url)) return;
  findings.push(finding('link-script-url', {file, line}, url.split(':')[0]));
}

/**
 * An HTML link or image to a file of this site: Docusaurus rewrites only Markdown ones. `text`
 * is the file's, for the Markdown that says the same.
 */
export function checkLocalHtmlUrl(file: string, tag: Tag, text: string, findings: Finding[]): void {
  const {name, line} = tag;
  const url = tag.attributes.get(name === 'a' ? 'href' : name === 'img' ? 'src' : '');
  if (!url || EXTERNAL_URL.test(url)) return;
  const markdown =
    line === undefined ? undefined : markdownForHtml(text.split(/\r?\n/)[line - 1], name, url);
  const fix =
    line !== undefined && markdown !== undefined ? lineEdit(text, line, markdown) : undefined;
  const rule = name === 'a' ? 'html-link-local' : 'html-image-local';
  findings.push(finding(rule, {file, line, fix}, url));
}

/** `<br>` and the like in `.mdx`: JSX needs them closed, and the MDX error would advise `&lt;`. */
export function checkOpenVoidElements(
  file: string,
  text: string,
  findings: Finding[],
): Set<string> {
  const found = new Set<string>();
  for (const {line, text: content} of proseLines(text)) {
    for (const [tag, name, attributes] of withoutInlineCode(content).matchAll(OPEN_VOID_ELEMENT)) {
      const lowerName = name.toLowerCase();
      found.add(lowerName);
      const closed = `<${name}${attributes.trimEnd()} />`;
      const src = /\bsrc\s*=\s*["']([^"']*)["']/.exec(attributes)?.[1];
      const localImage = lowerName === 'img' && src && !EXTERNAL_URL.test(src);
      // Only where the tag is written nowhere in inline code, which keeps it as typed.
      const inCode = content.split(tag).length > withoutInlineCode(content).split(tag).length;
      const fixed = inCode
        ? undefined
        : localImage
          ? markdownForHtml(content, 'img', src)
          : content.replace(tag, closed);
      const fix = fixed === undefined ? undefined : lineEdit(text, line, fixed);
      findings.push(
        localImage
          ? finding('mdx-void-image', {file, line, fix}, tag, src)
          : finding('mdx-void-element', {file, line, fix}, tag, closed),
      );
    }
  }
  return found;
}
