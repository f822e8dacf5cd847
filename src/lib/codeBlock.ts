/**
 * What a code block shows, worked out the same way at build time (plugins/markdown/rehype-shiki.ts) and in
 * the browser (src/theme/CodeBlock), so the build's tokens line up with the rendered lines.
 */

/** Shiki's tokens, compact: `colors[i]` is "light dark", each token is its text and colour index. */
export interface CodeTokens {
  colors: string[];
  lines: [text: string, color: number][][];
}

export interface CodeBlockSource {
  children: string;
  className?: string;
  metastring?: string;
  language?: string;
  title?: string;
  showLineNumbers?: boolean | number;
}

export interface ParsedCodeBlock {
  /** The code as shown and copied: magic comments removed, no trailing newline. */
  code: string;
  language: string;
  title?: string;
  /** The first line's number, when lines are numbered. */
  lineNumbersStart?: number;
  /** Zero-based indexes of the highlighted lines. */
  highlightedLines: Set<number>;
}

const RANGE = /\{([\d,\s-]+)\}/;
const TITLE = /title=(["'])(.*?)\1/;
const LINE_NUMBERS = /\bshowLineNumbers(?:=(\d+))?/;
// The theme's default magic comments, written as a line comment in any of the languages used.
const MAGIC_COMMENT =
  /^\s*(?:\/\/|#|\/\*|\{\/\*|<!--)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\}?|-->)?\s*$/;

function rangeLines(range: string): Set<number> {
  const lines = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to = from] = part.split('-').map((n) => Number(n.trim()));
    for (let line = from; line <= to; line += 1) lines.add(line - 1);
  }
  return lines;
}

/** Drops the magic comment lines and returns which remaining lines they highlight. */
function applyMagicComments(lines: string[]): {lines: string[]; highlighted: Set<number>} {
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let nextLine = false;
  let openBlocks = 0;
  for (const line of lines) {
    const directive = MAGIC_COMMENT.exec(line)?.[1];
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') openBlocks += 1;
    else if (directive === 'highlight-end') openBlocks = Math.max(0, openBlocks - 1);
    else {
      if (nextLine || openBlocks > 0) highlighted.add(kept.length);
      nextLine = false;
      kept.push(line);
    }
  }
  return {lines: kept, highlighted};
}

export function parseCodeBlock(source: CodeBlockSource): ParsedCodeBlock {
  const {metastring = ''} = source;
  const language = source.language ?? /language-(\S+)/.exec(source.className ?? '')?.[1] ?? 'text';
  const lines = source.children.replace(/\n$/, '').split('\n');
  // Like the theme: a `{1,3}` range in the fence turns magic comments off.
  const range = RANGE.exec(metastring)?.[1];
  const {lines: shown, highlighted} = range
    ? {lines, highlighted: rangeLines(range)}
    : applyMagicComments(lines);
  const numbered = LINE_NUMBERS.exec(metastring);
  const lineNumbersStart =
    typeof source.showLineNumbers === 'number'
      ? source.showLineNumbers
      : source.showLineNumbers || numbered
        ? Number(numbered?.[1] ?? 1)
        : undefined;
  return {
    code: shown.join('\n'),
    language: language.toLowerCase(),
    title: source.title ?? TITLE.exec(metastring)?.[2],
    lineNumbersStart,
    highlightedLines: highlighted,
  };
}
