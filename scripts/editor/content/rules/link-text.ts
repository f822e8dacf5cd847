/** A link's text must say where it goes: screen readers list links by their text alone. */
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {fileRule} from '../rule-types';

/** Link texts that say nothing about where the link goes, compared without spaces and punctuation. */
const MEANINGLESS = new Set(
  [
    'こちら ここ コチラ ココ こちらから ここから こちらをクリック ここをクリック クリック リンク',
    'このリンク このページ ページ 詳しくはこちら 詳細はこちら 詳細 もっと見る clickhere here link more',
  ]
    .join(' ')
    .split(' '),
);

export default fileRule('link-text', ({tree}, report) => {
  if (!tree) return;
  visit(tree, 'link', (node) => {
    const text = toString(node);
    const words = text.replace(/[\s\p{P}\p{S}]/gu, '').toLowerCase();
    if (!words) report('link-text-empty', node.position?.start.line, node.url);
    else if (MEANINGLESS.has(words)) report('link-text', node.position?.start.line, text.trim());
  });
});
