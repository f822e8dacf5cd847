/**
 * The sample sentences of the skeleton `npm run new:post` and the editors' page write
 * (src/lib/blogPost.ts). Each one left is an error, so an unedited skeleton is never published;
 * in a draft, which is not published, a notice that says where they are.
 */
import {PLACEHOLDERS} from '../../../../src/lib/blogPost';
import {fileRule} from '../rule-types';

export default fileRule('skeleton-text', ({text, frontMatter}, report) => {
  text.split(/\r?\n/).forEach((content, index) => {
    const left = Object.values(PLACEHOLDERS).find((placeholder) => content.includes(placeholder));
    if (!left) return;
    report(
      'skeleton-text',
      {line: index + 1, notice: frontMatter.draft === true},
      left.replace(/^## /, ''),
      left === PLACEHOLDERS.heading ? '（{#…} の中も、見出しに合う英語の id に変えます）' : '',
    );
  });
});
