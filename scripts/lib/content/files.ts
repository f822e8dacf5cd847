/** Where the site's content files are and how to list them. */
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {posixPath} from '@docusaurus/utils';
import type {ContentKind} from './types';

export const CONTENT_ROOTS: {dir: string; kind: ContentKind}[] = [
  {dir: 'blog', kind: 'blog'},
  {dir: 'docs', kind: 'doc'},
  {dir: 'src/pages', kind: 'page'},
];
export const MARKDOWN = /\.mdx?$/;
export const REACT_PAGE = /\.(tsx|jsx|js|ts)$/;

/** Files and folders starting with `_` are partials: imported by pages, never pages themselves. */
export const isPartial = (file: string) => file.split('/').some((part) => part.startsWith('_'));

export function filesUnder(root: string, dir: string): string[] {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, {recursive: true, encoding: 'utf8'})
    .filter((file) => statSync(path.join(absolute, file)).isFile())
    .sort()
    .map((file) => posixPath(path.join(dir, file)));
}
