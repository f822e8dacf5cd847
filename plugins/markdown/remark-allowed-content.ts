import path from 'node:path';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {refusals, refusalText} from './content-refusals';

/**
 * Every build (deploy, preview, test, `npm start`) judges each Markdown page by the allow-list,
 * as the content check does, and stops at a page that holds anything else: naming its file and
 * lines, in the check's words. A pull request's preview is published on the site's own origin,
 * and a merge that skipped the check must not ship it either. Runs before Docusaurus's own
 * remark plugins, which add code of their own (the table of contents, image requires).
 */
export default function remarkAllowedContent() {
  return (tree: Root, file: VFile) => {
    // Docusaurus runs in the site's folder; elsewhere no page is a code page, and those stop.
    const page = path.relative(file.cwd, file.path).split(path.sep).join('/');
    const found = refusals(tree, page);
    if (found.length === 0) return;
    const lines = found.map(
      (refusal) => `- ${page} ${refusal.line ?? '?'} 行目: ${refusalText(refusal)}`,
    );
    throw new Error(
      `ページに書けないものがあります（npm run check:content と同じ決まりです）。\n${lines.join('\n')}`,
    );
  };
}
