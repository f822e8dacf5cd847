/** `<br>` and the like in `.mdx`: JSX needs them closed, and the MDX error would advise `&lt;`. */
import {lineEdit, proseLines, withoutInlineCode} from '../lines';
import {fileRule} from '../rule-types';
import {EXTERNAL_URL, markdownForHtml} from '../tags';

/** HTML elements without content, which JSX needs closed with `/>`. */
const VOID_ELEMENTS = ['br', 'hr', 'img', 'input', 'wbr', 'source', 'track', 'col', 'area'];
const OPEN_VOID_ELEMENT = new RegExp(
  `<(${VOID_ELEMENTS.join('|')})\\b((?:[^>"']|"[^"]*"|'[^']*')*?)(?<!/)>`,
  'gi',
);

/** The unclosed empty elements of an `.mdx` file's prose: each tag as written, at its line. */
export const openVoidTags = (text: string) =>
  proseLines(text).flatMap(({line, text: content}) =>
    Array.from(
      withoutInlineCode(content).matchAll(OPEN_VOID_ELEMENT),
      ([tag, name, attributes]) => ({
        line,
        content,
        tag,
        name,
        attributes,
      }),
    ),
  );

export default fileRule('mdx-void', ({path, text}, report) => {
  if (!path.endsWith('.mdx')) return;
  for (const {line, content, tag, name, attributes} of openVoidTags(text)) {
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
});
