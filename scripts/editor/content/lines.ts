/** The lines of a content file by role: front matter, or prose outside fenced code blocks. */
import {FRONT_MATTER} from '../../../lib/contentFiles';
import type {Edit} from './rule-types';

export interface NumberedLine {
  /** 1-based, as editors and GitHub count. */
  line: number;
  text: string;
}

/** The front matter's lines between the two `---` lines; none when the file has no front matter. */
export const frontMatterLines = (text: string): NumberedLine[] =>
  (FRONT_MATTER.exec(text)?.[1].split(/\r?\n/) ?? []).map((line, index) => ({
    line: index + 2,
    text: line,
  }));

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

/**
 * The edit turning line `line` of `text` into `replacement`: where in `text` the part that changes
 * is, and what it becomes. `last` waits until the file has no other edit (see Finding).
 */
export function lineEdit(text: string, line: number, replacement: string, last?: true): Edit {
  let lineStart = 0;
  for (let at = 1; at < line; at += 1) lineStart = text.indexOf('\n', lineStart) + 1;
  const newline = text.indexOf('\n', lineStart);
  const lineEnd = newline < 0 ? text.length : newline - (text[newline - 1] === '\r' ? 1 : 0);
  const current = text.slice(lineStart, lineEnd);
  let head = 0;
  while (head < current.length && current[head] === replacement[head]) head += 1;
  let tail = 0;
  while (
    tail < current.length - head &&
    tail < replacement.length - head &&
    current.at(-1 - tail) === replacement.at(-1 - tail)
  ) {
    tail += 1;
  }
  const point = (column: number) => ({line, column: column + 1, offset: lineStart + column});
  return {
    start: point(head),
    end: point(current.length - tail),
    expected: replacement.slice(head, replacement.length - tail),
    ...(last && {last}),
  };
}
