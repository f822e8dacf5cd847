/** `<br>` and the like in `.mdx`: JSX needs them closed, and the MDX error would advise `&lt;`. */
import {lineEdit, proseLines, withoutInlineCode} from '../lines';
import {error, fileRule} from '../rule';
import {EXTERNAL_URL, markdownForHtml} from '../tags';

/** HTML elements without content, which JSX needs closed with `/>`. */
const VOID_ELEMENTS = ['br', 'hr', 'img', 'input', 'wbr', 'source', 'track', 'col', 'area'];
const OPEN_VOID_ELEMENT = new RegExp(
  `<(${VOID_ELEMENTS.join('|')})\\b((?:[^>"']|"[^"]*"|'[^']*')*?)(?<!/)>`,
  'gi',
);

const rule = {
  id: 'mdx-void',
  help: 'md-and-mdx',
  messages: {
    'mdx-void-element': error(
      (tag, closed) =>
        `.mdx のファイルでは ${tag} と書けません。最後に / を付けて ${closed} と書いてください（Markdown だけのページなら、ファイルを .md にするとそのまま書けます）。`,
      'fixable',
    ),
    'mdx-void-image': error(
      (tag, src) =>
        `.mdx のファイルでは ${tag} と書けません。Markdown の画像 ![画像の説明](${src}) で書いてください（画像の説明には alt の内容を書きます）。`,
      'fixable',
    ),
  },
};

export default fileRule(rule, ({path, text}, report) => {
  if (!path.endsWith('.mdx')) return;
  for (const {line, text: content} of proseLines(text)) {
    for (const [tag, name, attributes] of withoutInlineCode(content).matchAll(OPEN_VOID_ELEMENT)) {
      const closed = `<${name}${attributes.trimEnd()} />`;
      const src = /\bsrc\s*=\s*["']([^"']*)["']/.exec(attributes)?.[1];
      const localImage = name.toLowerCase() === 'img' && src && !EXTERNAL_URL.test(src);
      // Only where the tag is written nowhere in inline code, which keeps it as typed.
      const inCode = content.split(tag).length > withoutInlineCode(content).split(tag).length;
      const fixed = inCode
        ? undefined
        : localImage
          ? markdownForHtml(content, 'img', src)
          : content.replace(tag, closed);
      const fix = fixed === undefined ? undefined : lineEdit(text, line, fixed);
      if (localImage) report('mdx-void-image', {line, fix}, tag, src);
      else report('mdx-void-element', {line, fix}, tag, closed);
    }
  }
});
