/**
 * Nothing in a page may run script or embed another site outside the allow-list: not an
 * element, an attribute or a link's URL, in `.md` (raw HTML) or `.mdx` (JSX).
 */
import {visit} from 'unist-util-visit';
import {error, fileRule} from '../rule';
import {tagsOf} from '../tags';

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

const rule = {
  id: 'html-safety',
  help: 'embeds',
  messages: {
    'html-unsafe-element': error(
      (name) =>
        `<${name}> はページに書けません。スクリプトやほかのサイトの中身をページで動かせてしまうためです。動画は YouTube の埋め込み（CONTRIBUTING.md の「埋め込み」）を使い、それ以外はリンク [説明](https://…) にしてください。`,
    ),
    'html-event-handler': error(
      (attribute) =>
        `${attribute}= はページに書けません。画像の読み込みやクリックのときにスクリプトが動いてしまうためです。${attribute}="…" を消してください。`,
    ),
    'html-script-url': error(
      (attribute, scheme) =>
        `${attribute}="${scheme}:…" はページに書けません。リンクを押したときにスクリプトが動いてしまうためです。https:// で始まるリンク先に直してください。`,
    ),
    'link-script-url': error(
      (scheme) =>
        `リンク先「${scheme}:…」はページに書けません。リンクを押したときにスクリプトが動いてしまうためです。https:// で始まるリンク先か、サイト内の /docs/… のようなリンク先に直してください。`,
    ),
    'html-refresh': error(
      (name) =>
        `<${name} http-equiv="…"> はページに書けません。ページを開いた人を別のページへ移動させられてしまうためです。移動先へはリンク [説明](https://…) で案内してください。`,
    ),
    'embed-not-allowed': error(
      (src, link) =>
        `<iframe src="${src}"> は埋め込めません。埋め込めるのは YouTube の動画だけで、src を https://www.youtube-nocookie.com/embed/動画ID にします（CONTRIBUTING.md の「埋め込み」）。ほかのサイトはリンク [説明](${link}) にしてください。`,
    ),
    'embed-title': error(
      () =>
        '埋め込んだ動画に title がありません。画面を読み上げて使う方のために、title="体験会の様子（動画）" のように中身を書いてください。',
    ),
  },
};

export default fileRule(rule, ({tree}, report) => {
  if (!tree) return;
  visit(tree, ['link', 'definition', 'image'], (node) => {
    const {url} = node as {url: string};
    if (SCRIPT_URL.test(url))
      report('link-script-url', node.position?.start.line, url.split(':')[0]);
  });
  // Case matters: in .mdx, <Link> is Docusaurus's link component, <link> the HTML element.
  for (const {name, attributes, line} of tagsOf(tree)) {
    if (UNSAFE_ELEMENTS.has(name)) report('html-unsafe-element', line, name);
    if (name === 'iframe') {
      const src = attributes.get('src') ?? '';
      if (!ALLOWED_EMBEDS.some((allowed) => allowed.test(src))) {
        report('embed-not-allowed', line, src, src || 'https://…');
      } else if (!attributes.get('title')?.trim()) report('embed-title', line);
    }
    for (const [attribute, value] of attributes) {
      if (attribute === 'http-equiv' || attribute === 'httpequiv') {
        report('html-refresh', line, name);
      } else if (/^on/i.test(attribute)) report('html-event-handler', line, attribute);
      else if (URL_ATTRIBUTES.has(attribute) && SCRIPT_URL.test(value)) {
        report('html-script-url', line, attribute, value.split(':')[0]);
      }
    }
  }
});
