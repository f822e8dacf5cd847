/**
 * Reads each Markdown file once, as Docusaurus will (MDX for `.mdx`, directives, `:::note 題名`),
 * into what every rule reads: the tree, the front matter with the line of each key, and a blog
 * post's date. A file MDX cannot read gets no tree: its error waits in `parseError` for the
 * mdx-syntax rule, and the rules that read the text still run.
 */
import {admonitionTitleToDirectiveLabel} from '@docusaurus/utils';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {contentKind, isPartial, readFrontMatter} from '../../../lib/contentFiles';
import {nameDate, parseDate} from '../../../src/lib/blogPost';
import type {Source} from './rule-types';

/** The mdx-loader's default admonition keywords (not exported publicly); the site adds none. */
export const ADMONITION_KINDS =
  'note tip info warning danger caution important success secondary'.split(' ');

const markdown = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkDirective);
const mdx = markdown().use(remarkMdx);

/** The Markdown file `file` (from the site's root), its `text` read for the rules. */
export function readSource(file: string, text: string): Source {
  const kind = contentKind(file) ?? 'page';
  const source: Source = {
    path: file,
    text,
    kind,
    partial: isPartial(file),
    frontMatter: {},
    keyLines: new Map(),
  };
  try {
    const labelled = admonitionTitleToDirectiveLabel(text, ADMONITION_KINDS);
    source.tree = (file.endsWith('.mdx') ? mdx : markdown).parse(labelled);
  } catch (error) {
    source.parseError = error;
  }
  if (source.partial) return source;
  const {reading, data, keyLines} = readFrontMatter(text);
  Object.assign(source, {yamlReading: reading, frontMatter: data, keyLines});
  if (kind === 'blog') {
    const written = source.frontMatter.date;
    source.date =
      written === undefined
        ? nameDate(file)?.date
        : typeof written === 'string'
          ? parseDate(written)
          : undefined;
  }
  return source;
}
