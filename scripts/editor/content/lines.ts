/** The lines of a content file by role: front matter, or prose outside fenced code blocks. */

export interface NumberedLine {
  /** 1-based, as editors and GitHub count. */
  line: number;
  text: string;
}

/** The front matter's lines between the two `---` lines; none when the file has no front matter. */
export function frontMatterLines(text: string): NumberedLine[] {
  const lines = text.split(/\r?\n/);
  if (lines[0] !== '---') return [];
  const end = lines.indexOf('---', 1);
  if (end < 0) return [];
  return lines.slice(1, end).map((line, index) => ({line: index + 2, text: line}));
}

/** The body's lines outside fenced code blocks, where Markdown syntax is read. */
export function proseLines(text: string): NumberedLine[] {
  const lines = text.split(/\r?\n/);
  const start = frontMatterLines(text).length > 0 ? lines.indexOf('---', 1) + 1 : 0;
  const prose: NumberedLine[] = [];
  let fence: string | undefined;
  for (let index = start; index < lines.length; index += 1) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(lines[index])?.[1];
    if (fence) {
      if (marker?.startsWith(fence[0]) && marker.length >= fence.length) fence = undefined;
    } else if (marker) {
      fence = marker;
    } else {
      prose.push({line: index + 1, text: lines[index]});
    }
  }
  return prose;
}

/** A line's text outside inline code spans, where Markdown and MDX read markup. */
export const withoutInlineCode = (text: string) => text.replace(/(`+)[^`]*?\1/g, '');
