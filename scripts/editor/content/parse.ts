/**
 * Reads each Markdown file once, as Docusaurus will (MDX for `.mdx`, directives, `:::note 題名`),
 * into what every rule reads: the tree, the front matter with the line of each key, and a blog
 * post's date. A file MDX cannot read gets no tree: its error waits in `parseError` for the
 * mdx-syntax rule, and the rules that read the text still run.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {admonitionTitleToDirectiveLabel} from '@docusaurus/utils';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {FRONT_MATTER, isPartial} from '../../../lib/contentFiles';
import {keyLine, parseYaml} from '../../../lib/yamlSchema';
import {DATE_IN_NAME, parseDate, postName} from '../../../src/lib/blogPost';
import type {ContentKind, Source} from './rule-types';

/** The mdx-loader's default admonition keywords (not exported publicly); the site adds none. */
export const ADMONITION_KINDS = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'important',
  'success',
  'secondary',
];

export const CONTENT_ROOTS: Record<string, ContentKind> = {
  blog: 'blog',
  docs: 'doc',
  'src/pages': 'page',
};

const markdown = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkDirective);
const mdx = markdown().use(remarkMdx);

/** The date in a post's folder or file name, as written and as a day (none if impossible). */
export function nameDate(file: string) {
  const dated = DATE_IN_NAME.exec(postName(file));
  return (
    dated && {
      written: `${dated[1]}-${dated[2]}-${dated[3]}`,
      date: parseDate(`${dated[1]}-${dated[2].padStart(2, '0')}-${dated[3].padStart(2, '0')}`),
    }
  );
}

/** The Markdown file `file` (from the site's root) of the site at `root`, read for the rules. */
export function readSource(root: string, file: string): Source {
  const text = readFileSync(path.join(root, file), 'utf8');
  const kind =
    CONTENT_ROOTS[Object.keys(CONTENT_ROOTS).find((dir) => file.startsWith(`${dir}/`)) ?? ''];
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
  source.yaml = FRONT_MATTER.exec(text)?.[1];
  if (source.partial || source.yaml === undefined) return source;
  source.yamlReading = parseYaml(source.yaml);
  const {document, lines, value} = source.yamlReading;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    source.frontMatter = value as Record<string, unknown>;
  }
  for (const key of Object.keys(source.frontMatter)) {
    const line = document && keyLine(document, [], key, lines);
    // The YAML's first line is the file's second, after `---`.
    if (line !== undefined) source.keyLines.set(key, line + 1);
  }
  if (kind === 'blog') {
    const written = source.frontMatter.date;
    source.date =
      written === undefined
        ? (nameDate(file)?.date ?? undefined)
        : typeof written === 'string'
          ? parseDate(written)
          : undefined;
  }
  return source;
}
