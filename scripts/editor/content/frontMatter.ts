/**
 * The front matter between the leading `---` lines: read with a zod schema per kind of content,
 * each problem at its line through lib/yamlSchema, plus the Markdown typed into title-like values.
 */
import {closest, distance} from 'fastest-levenshtein';
import {parse} from 'yaml';
import * as z from 'zod';
import {FRONT_MATTER, registryEntries} from '../../../lib/contentFiles';
import {keyLine, readYaml} from '../../../lib/yamlSchema';
import {
  displayWidth,
  MARKDOWN_IN_TEXT,
  TITLE_MAX_WIDTH,
  withoutMarkdown,
} from '../../../src/lib/blogPost';
import {frontMatterLines, lineEdit} from './lines';
import {finding, type RuleId} from './rules';
import type {ContentKind, Finding, SiteContext, Source} from './types';

/** The type Docusaurus's front matter validator expects of each key's value; `any`: not checked here. */
type ValueType = 'boolean' | 'number' | 'text' | 'list';
const [TEXT, BOOLEAN, NUMBER, LIST, ANY] = ['text', 'boolean', 'number', 'list', 'any'] as const;
/** Front matter keys each kind of content accepts, in the order messages list them. */
const KEYS: Record<ContentKind, Record<string, ValueType | 'any'>> = {
  blog: {
    slug: TEXT,
    title: TEXT,
    description: TEXT,
    authors: ANY,
    tags: LIST,
    date: ANY,
    draft: BOOLEAN,
    unlisted: BOOLEAN,
    image: TEXT,
    keywords: LIST,
    hide_table_of_contents: BOOLEAN,
  },
  doc: {
    id: TEXT,
    slug: TEXT,
    title: TEXT,
    sidebar_label: TEXT,
    sidebar_position: NUMBER,
    description: TEXT,
    keywords: LIST,
    image: TEXT,
    draft: BOOLEAN,
    unlisted: BOOLEAN,
    hide_title: BOOLEAN,
    hide_table_of_contents: BOOLEAN,
    pagination_label: TEXT,
    pagination_prev: ANY,
    pagination_next: ANY,
    toc_min_heading_level: NUMBER,
    toc_max_heading_level: NUMBER,
  },
  page: {
    title: TEXT,
    description: TEXT,
    keywords: LIST,
    image: TEXT,
    draft: BOOLEAN,
    unlisted: BOOLEAN,
    hide_table_of_contents: BOOLEAN,
    wrapperClassName: TEXT,
  },
};

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
    const fix = plain ? lineEdit(text, line, textLine(key, plain)) : undefined;
    findings.push(finding('title-markdown', {file, line, fix}, key, `${key}: ${plain}`));
  }
  return flagged;
}

const written = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : JSON.stringify(value).replace(/^"|"$/g, '');

/** A zod message: the rules and their words, made into findings at the issue's line. */
const says = (...findings: [RuleId, ...string[]][]) => JSON.stringify(findings);

const typeError =
  (type: ValueType) =>
  ({path = [], input}: {path?: PropertyKey[]; input?: unknown}) =>
    says([`value-${type}`, String(path[0]), written(input)]);

const VALUE_SCHEMAS = {
  any: z.unknown(),
  boolean: z.boolean({error: typeError('boolean')}),
  number: z.number({error: typeError('number')}),
  text: z.string({error: typeError('text')}),
  list: z.array(z.unknown(), {error: typeError('list')}),
};

/** The allowed key or word an unknown one was most likely meant to be. */
export function closestKey(key: string, allowed: readonly string[]): string | undefined {
  const best = closest(key, [...allowed]);
  return distance(key, best) <= Math.max(2, Math.floor(key.length / 3)) ? best : undefined;
}

/** An entry of blog/tags.yml or blog/authors.yml. */
const registered = (rule: RuleId, known: Set<string>) =>
  z.unknown().refine((entry) => typeof entry === 'string' && known.has(entry), {
    error: ({input}) =>
      says([
        rule,
        typeof input === 'string' ? input : JSON.stringify(input),
        [...known].join(', '),
      ]),
  });

/** The schema of `kind`'s front matter on the site of `context`, with its messages. */
function frontMatterSchema(kind: ContentKind, context: SiteContext) {
  const allowed = Object.keys(KEYS[kind]);
  const unknownKey = (key: string): [RuleId, ...string[]] => {
    const suggestion = closestKey(key, allowed);
    const hint = suggestion ? `「${suggestion}」の書き間違いではありませんか。` : '';
    return ['front-matter-unknown-key', key, hint, allowed.join(', ')];
  };
  const shape: Record<string, z.ZodType> = Object.fromEntries(
    Object.entries(KEYS[kind]).map(([key, type]) => [key, VALUE_SCHEMAS[type].optional()]),
  );
  shape.title = z
    .string({error: typeError('text')})
    .refine((title) => displayWidth(title) <= TITLE_MAX_WIDTH, {
      error: ({input}) => says(['title-width', String(Math.ceil(displayWidth(String(input))))]),
    })
    .optional();
  if (kind === 'blog') {
    shape.tags = z
      .array(registered('tag-unregistered', context.tags), {error: typeError('list')})
      .optional();
    shape.authors = z
      .preprocess(
        (authors): unknown[] => (Array.isArray(authors) ? (authors as unknown[]) : [authors]),
        z.array(registered('author-unregistered', context.authors)),
      )
      .optional();
  }
  // Null (a key with no value) is Docusaurus's to judge; a key typed with a full-width colon or
  // space is reported by the typing check, not as an unknown key.
  return z.preprocess(
    (data) =>
      data === null
        ? {}
        : typeof data === 'object' && !Array.isArray(data)
          ? Object.fromEntries(
              Object.entries(data).filter(([key, item]) => item !== null && !/[:：\s]/.test(key)),
            )
          : data,
    z.strictObject(shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? says(...issue.keys.map(unknownKey))
          : says(['front-matter-unreadable']),
    }),
  );
}

/** The top-level keys of a YAML map file (tags.yml, authors.yml). */
export const keysOf = (yamlFile: string): Set<string> =>
  new Set(registryEntries(yamlFile).map(([key]) => key));

/**
 * Reads and checks the front matter of a `kind` file (YAML 1.2 core types: a date stays text, so
 * it can be checked). Lines already reported (a full-width colon, Markdown in the title) get no
 * second, vaguer message.
 */
export function readFrontMatter(
  {kind, file, text}: Pick<Source, 'kind' | 'file' | 'text'>,
  context: SiteContext,
  findings: Finding[],
  reportedLines: Set<number>,
): Pick<Source, 'frontMatter' | 'keyLines'> {
  const reported = new Set([...reportedLines, ...markdownInText(file, text, findings)]);
  const yaml = FRONT_MATTER.exec(text)?.[1];
  const keyLines = new Map<string, number>();
  if (yaml === undefined) return {frontMatter: {}, keyLines};
  const inFrontMatter = frontMatterLines(text).map(({line}) => line);
  const {problems, document, lines} = readYaml(yaml, frontMatterSchema(kind, context));
  const data: unknown = document?.toJS();
  const frontMatter = (
    data && typeof data === 'object' && !Array.isArray(data) ? data : {}
  ) as Record<string, unknown>;
  for (const key of Object.keys(frontMatter)) {
    const line = document && keyLine(document, [], key, lines);
    if (line !== undefined) keyLines.set(key, line + 1);
  }
  const source = {kind, file, text, frontMatter, keyLines};
  // The YAML's first line is the file's second, after `---`.
  for (const {line, message} of problems.map((problem) => ({...problem, line: problem.line + 1}))) {
    if (reported.has(line) || (!document && inFrontMatter.some((at) => reported.has(at)))) continue;
    const key = [...keyLines].find(([, at]) => at === line)?.[0];
    const type = key === undefined ? undefined : KEYS[kind][key];
    const fixed =
      key && type && type !== 'any' && oneLineValue(source, key) === line
        ? retypedLine(key, type, frontMatter[key])
        : undefined;
    const fix = fixed ? lineEdit(text, line, fixed) : undefined;
    const found = document ? (JSON.parse(message) as [RuleId, ...string[]][]) : [];
    if (found.length === 0) findings.push(finding('front-matter-unreadable', {file, line}));
    for (const [rule, ...words] of found) {
      const at = rule === 'front-matter-unknown-key' ? (keyLines.get(words[0]) ?? line) : line;
      findings.push(finding(rule, {file, line: at, fix}, ...words));
    }
  }
  return {frontMatter, keyLines};
}

/** A post without the read-more mark shows whole in the blog's list. */
export function checkReadMore({file, text}: Source, findings: Finding[]): void {
  if (!/^\s*<!--\s*truncate\s*-->\s*$|^\s*\{\/\*\s*truncate\s*\*\/\}\s*$/m.test(text)) {
    findings.push(finding('read-more', {file}));
  }
}
