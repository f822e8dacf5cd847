/**
 * Reads each Markdown file the engine finds as Docusaurus will (MDX for `.mdx`, directives,
 * `:::note 題名`) into `file.data.source`, for the rules. A file MDX cannot read gets no tree: its
 * error waits in `file.data.parseError` for the mdx-syntax rule, and the rules that read the
 * text still run.
 */
import {admonitionTitleToDirectiveLabel} from '@docusaurus/utils';
import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified, type Processor} from 'unified';
import type {VFile} from 'vfile';
import {isPartial} from '../../../lib/contentFiles';
import type {ContentKind} from './rule';

declare module 'vfile' {
  interface DataMap {
    parseError: unknown;
  }
}

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

export function contentParser(this: Processor) {
  this.parser = (document: string, file: VFile): Root => {
    const path = file.path.split('\\').join('/');
    const kind =
      CONTENT_ROOTS[Object.keys(CONTENT_ROOTS).find((dir) => path.startsWith(`${dir}/`)) ?? ''];
    const source = {path, text: document, kind, partial: isPartial(path)};
    try {
      const text = admonitionTitleToDirectiveLabel(document, ADMONITION_KINDS);
      const tree = (file.extname === '.mdx' ? mdx : markdown).parse(text);
      file.data.source = {...source, tree, frontMatter: {}, keyLines: new Map()};
      return tree;
    } catch (error) {
      file.data.parseError = error;
      file.data.source = {...source, frontMatter: {}, keyLines: new Map()};
      return {type: 'root', children: []};
    }
  };
}
