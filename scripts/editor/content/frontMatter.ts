/** The front matter between the leading `---` lines: reading it, and the keys and values it may hold. */
import {parse, YAMLParseError} from 'yaml';
import {FRONT_MATTER, registryEntries} from '../../../lib/contentFiles';
import {
  displayWidth,
  MARKDOWN_IN_TEXT,
  TITLE_MAX_WIDTH,
  withoutMarkdown,
} from '../../../src/lib/blogPost';
import {frontMatterLines} from './lines';
import type {ContentKind, Finding, SiteContext, Source} from './types';

export {displayWidth, TITLE_MAX_WIDTH} from '../../../src/lib/blogPost';

/** Front matter keys each kind of content accepts; anything else is most likely a typo. */
export const FRONT_MATTER_KEYS: Record<ContentKind, readonly string[]> = {
  blog: [
    'slug',
    'title',
    'description',
    'authors',
    'tags',
    'date',
    'draft',
    'unlisted',
    'image',
    'keywords',
    'hide_table_of_contents',
  ],
  doc: [
    'id',
    'slug',
    'title',
    'sidebar_label',
    'sidebar_position',
    'description',
    'keywords',
    'image',
    'draft',
    'unlisted',
    'hide_title',
    'hide_table_of_contents',
    'pagination_label',
    'pagination_prev',
    'pagination_next',
    'toc_min_heading_level',
    'toc_max_heading_level',
  ],
  page: [
    'title',
    'description',
    'keywords',
    'image',
    'draft',
    'unlisted',
    'hide_table_of_contents',
    'wrapperClassName',
  ],
};

/** The type Docusaurus's front matter validator expects of each key's value. */
type ValueType = 'boolean' | 'number' | 'text' | 'list';
const VALUE_TYPES: Partial<Record<string, ValueType>> = {
  draft: 'boolean',
  unlisted: 'boolean',
  hide_title: 'boolean',
  hide_table_of_contents: 'boolean',
  sidebar_position: 'number',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  slug: 'text',
  title: 'text',
  description: 'text',
  id: 'text',
  sidebar_label: 'text',
  pagination_label: 'text',
  image: 'text',
  wrapperClassName: 'text',
  keywords: 'list',
  tags: 'list',
};
const TYPE_ADVICE: Record<ValueType, (key: string, value: string) => string> = {
  boolean: (key) => `true（はい）か false（いいえ）の半角英字で書いてください（例: ${key}: true）`,
  number: (key) => `半角の数字で書いてください（例: ${key}: 3）`,
  text: (key, value) => `文字として読まれるよう、値を " で囲んでください（例: ${key}: "${value}"）`,
  list: (key, value) => `[ ] で囲んだ一覧で書いてください（例: ${key}: [${value}]）`,
};
const isOfType = (value: unknown, type: ValueType) =>
  type === 'text'
    ? typeof value === 'string'
    : type === 'list'
      ? Array.isArray(value)
      : typeof value === type;

/** Keys whose value a visitor reads as text: Markdown in them shows its marks. */
const PLAIN_TEXT_KEYS = ['title', 'sidebar_label', 'pagination_label'];

/** `key: value` as a front matter line that reads back as the text `value`. */
function textLine(key: string, value: string): string {
  let readsBack = false;
  try {
    readsBack = parse(value) === value;
  } catch {
    // not plain YAML text: quoted below
  }
  return `${key}: ${readsBack ? value : JSON.stringify(value)}`;
}

/**
 * The line that gives `key` a value of `type`, when the value written means one for sure: a
 * number or yes/no where text belongs, one word where a list belongs, "true" or a full-width
 * digit written as text.
 */
function retypedLine(key: string, type: ValueType, value: unknown): string | undefined {
  if (type === 'text' && (typeof value === 'number' || typeof value === 'boolean')) {
    return `${key}: ${JSON.stringify(String(value))}`;
  }
  if (type !== 'text' && typeof value === 'string') {
    const ascii = value
      .trim()
      .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
    if (type === 'boolean' && /^(true|false)$/i.test(ascii))
      return `${key}: ${ascii.toLowerCase()}`;
    if (type === 'number' && /^\d+$/.test(ascii)) return `${key}: ${Number(ascii)}`;
    if (type === 'list') {
      const line = `${key}: [${value}]`;
      try {
        const read = parse(line) as Record<string, unknown>;
        if (Array.isArray(read[key])) return line;
      } catch {
        // a value YAML cannot take in a list as it is: quoted below
      }
      return `${key}: [${JSON.stringify(value)}]`;
    }
  }
  return undefined;
}

/** The line of `key` when its value is on that line alone, so replacing the line replaces it. */
function oneLineValue(source: Source, key: string): number | undefined {
  const line = source.keyLines.get(key);
  if (line === undefined) return undefined;
  const lines = frontMatterLines(source.text);
  const next = lines.find((candidate) => candidate.line === line + 1)?.text ?? '';
  const own = lines.find((candidate) => candidate.line === line)?.text ?? '';
  return /^\S+:\s*\S/.test(own) && !/^\s/.test(next) ? line : undefined;
}

/** Title-like values written with Markdown, from the raw lines (YAML may not even read them). */
function markdownInText(file: string, text: string, findings: Finding[]): Set<number> {
  const flagged = new Set<number>();
  for (const {line, text: content} of frontMatterLines(text)) {
    const [, key, value] = /^([\w-]+):\s*(.*)$/.exec(content) ?? [];
    if (!key || !PLAIN_TEXT_KEYS.includes(key) || !MARKDOWN_IN_TEXT.test(value)) continue;
    flagged.add(line);
    const plain = withoutMarkdown(value.replace(/^(["'])(.*)\1$/, '$2'));
    findings.push({
      file,
      line,
      severity: 'error',
      message: `${key} には Markdown の書式（** や \` や [文字](URL) など）が使えず、記号がそのまま表示されます。記号を消して「${key}: ${plain}」のように文字だけで書いてください。`,
      ...(plain && {fix: {line, text: textLine(key, plain)}}),
    });
  }
  return flagged;
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** The allowed key an unknown one was most likely meant to be. */
export function closestKey(key: string, allowed: readonly string[]): string | undefined {
  const [best] = allowed
    .map((candidate) => ({candidate, distance: levenshtein(key, candidate)}))
    .sort((a, b) => a.distance - b.distance);
  return best.distance <= Math.max(2, Math.floor(key.length / 3)) ? best.candidate : undefined;
}

/** The top-level keys of a YAML map file (tags.yml, authors.yml). */
export const keysOf = (yamlFile: string): Set<string> =>
  new Set(registryEntries(yamlFile).map(([key]) => key));

/**
 * Reads the front matter as YAML 1.2 core types: a date stays text, so it can be checked. Lines
 * already reported (a full-width colon, Markdown in the title) get no second, vaguer message.
 */
export function readFrontMatter(
  file: string,
  text: string,
  findings: Finding[],
  reportedLines: Set<number>,
): Pick<Source, 'frontMatter' | 'keyLines'> {
  const reported = new Set([...reportedLines, ...markdownInText(file, text, findings)]);
  const hasReportedLine = frontMatterLines(text).some(({line}) => reported.has(line));
  const match = FRONT_MATTER.exec(text);
  const keyLines = new Map<string, number>();
  if (!match) return {frontMatter: {}, keyLines};
  match[1].split(/\r?\n/).forEach((line, index) => {
    const key = /^([^\s#:][^:]*?):(?:\s|$)/.exec(line)?.[1];
    if (key && !keyLines.has(key)) keyLines.set(key, index + 2);
  });
  try {
    const data: unknown = parse(match[1]);
    if (data === null || data === undefined) return {frontMatter: {}, keyLines};
    if (typeof data !== 'object' || Array.isArray(data)) throw new Error('not a mapping');
    const entries = Object.entries(data as Record<string, unknown>);
    // A key typed with a full-width colon or space is reported above, not as an unknown key.
    return {
      frontMatter: Object.fromEntries(entries.filter(([key]) => !/[:：\s]/.test(key))),
      keyLines,
    };
  } catch (error) {
    if (hasReportedLine) return {frontMatter: {}, keyLines};
    const line = error instanceof YAMLParseError ? (error.linePos?.[0].line ?? 0) + 1 : 2;
    findings.push({
      file,
      line,
      severity: 'error',
      message:
        '先頭の --- で囲んだ部分（フロントマター）が読み取れません。「項目名: 値」の形で、: の後ろに半角スペースを入れてください。値に : # [ " などの記号が入るときは、値全体を " で囲みます（例: title: "Unity 入門: はじめの一歩"）。',
    });
    return {frontMatter: {}, keyLines};
  }
}

export function checkFrontMatter(source: Source, context: SiteContext, findings: Finding[]): void {
  const {file, kind, frontMatter, keyLines} = source;
  const allowed = FRONT_MATTER_KEYS[kind];
  for (const key of Object.keys(frontMatter)) {
    if (allowed.includes(key)) continue;
    const suggestion = closestKey(key, allowed);
    findings.push({
      file,
      line: keyLines.get(key),
      severity: 'error',
      message: `フロントマターの「${key}」は使えない項目です。${suggestion ? `「${suggestion}」の書き間違いではありませんか。` : ''}使える項目: ${allowed.join(', ')}`,
    });
  }
  for (const [key, value] of Object.entries(frontMatter)) {
    const type = VALUE_TYPES[key];
    if (!type || value === null || isOfType(value, type)) continue;
    const written = Array.isArray(value)
      ? value.join(', ')
      : JSON.stringify(value).replace(/^"|"$/g, '');
    const line = oneLineValue(source, key);
    const text = line === undefined ? undefined : retypedLine(key, type, value);
    findings.push({
      file,
      line: keyLines.get(key),
      severity: 'error',
      message: `「${key}: ${written}」の値の形が違います。${TYPE_ADVICE[type](key, written)}。`,
      ...(line !== undefined && text && {fix: {line, text}}),
    });
  }
  const title = frontMatter.title;
  if (typeof title === 'string' && displayWidth(title) > TITLE_MAX_WIDTH) {
    findings.push({
      file,
      line: keyLines.get('title'),
      severity: 'error',
      message: `タイトルが長すぎます（全角で約 ${Math.ceil(displayWidth(title))} 文字）。検索結果では全角 ${TITLE_MAX_WIDTH} 文字ほどで切れるので、それ以内に縮めてください。詳しい説明は description に書けます。`,
    });
  }
  if (kind !== 'blog') return;

  const listOf = (key: string): unknown[] => {
    const value = frontMatter[key];
    if (value === undefined) return [];
    return Array.isArray(value) ? value : [value];
  };
  const registries = [
    {key: 'tags', what: 'タグ', registry: 'blog/tags.yml', known: context.tags},
    {key: 'authors', what: '著者', registry: 'blog/authors.yml', known: context.authors},
  ];
  for (const {key, what, registry, known} of registries) {
    for (const entry of listOf(key)) {
      if (typeof entry === 'string' && known.has(entry)) continue;
      findings.push({
        file,
        line: keyLines.get(key),
        severity: 'error',
        message: `${what}「${typeof entry === 'string' ? entry : JSON.stringify(entry)}」は ${registry} にありません。登録済みの${what}（${[...known].join(', ')}）から選ぶか、先に ${registry} に追加してください。`,
      });
    }
  }
  if (!/^\s*<!--\s*truncate\s*-->\s*$|^\s*\{\/\*\s*truncate\s*\*\/\}\s*$/m.test(source.text)) {
    findings.push({
      file,
      severity: 'error',
      message:
        '「続きを読む」の印がありません。書き出しの段落のあとに <!-- truncate --> を 1 行で入れてください。ブログの一覧には、この印より前だけが表示されます。',
    });
  }
}
