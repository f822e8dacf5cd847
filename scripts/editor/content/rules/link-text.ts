/** A link's text must say where it goes: screen readers list links by their text alone. */
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {error, fileRule} from '../rule';

/** Link texts that say nothing about where the link goes, compared without spaces and punctuation. */
const MEANINGLESS = new Set(
  [
    'こちら ここ コチラ ココ こちらから ここから こちらをクリック ここをクリック クリック リンク',
    'このリンク このページ ページ 詳しくはこちら 詳細はこちら 詳細 もっと見る clickhere here link more',
  ]
    .join(' ')
    .split(' '),
);

const rule = {
  id: 'link-text',
  help: 'headings-and-links',
  messages: {
    'link-text': error(
      (text) =>
        `リンクの文字「${text}」だけでは、どこへ進むのかわかりません（画面を読み上げて使う方には、リンクの文字だけが読まれることがあります）。[料金プラン](/docs/intro/plan) のように、リンク先の中身がわかる文字にしてください。`,
    ),
    'link-text-empty': error(
      (url) =>
        `リンク（${url}）の [ ] の中が空なので、リンクが見えず、押せません。[料金プラン](/docs/intro/plan) のように、[ ] の中にリンク先の中身がわかる文字を書いてください。`,
    ),
  },
};

export default fileRule(rule, ({tree}, report) => {
  if (!tree) return;
  visit(tree, 'link', (node) => {
    const text = toString(node);
    const words = text.replace(/[\s\p{P}\p{S}]/gu, '').toLowerCase();
    if (!words) report('link-text-empty', node.position?.start.line, node.url);
    else if (MEANINGLESS.has(words)) report('link-text', node.position?.start.line, text.trim());
  });
});
