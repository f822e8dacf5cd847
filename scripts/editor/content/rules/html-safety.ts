/**
 * HTML outside the site's allow-list, in `.md` (raw HTML) or `.mdx` (JSX): an element, an
 * attribute or a URL that could run script, restyle the page or embed another site. The
 * refusals are plugins/markdown/content-refusals.ts's, the same that stop every build.
 */
import {MESSAGES} from '../../../../lib/contentMessages';
import {refusals} from '../../../../plugins/markdown/content-refusals';
import {fileRule} from '../rule-types';

/** The rule reporting the allow-list's refusals of the catalogue's rule `id`. */
export const refusalRule = (id: 'html-safety' | 'mdx-names') =>
  fileRule(id, ({path, tree}, report) => {
    if (!tree) return;
    for (const refusal of refusals(tree, path)) {
      if (MESSAGES[refusal.id].rule === id) report(refusal.id, refusal.line, ...refusal.words);
    }
  });

export default refusalRule('html-safety');
