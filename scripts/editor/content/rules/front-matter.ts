/**
 * The front matter between the leading `---` lines: read with a zod schema per kind of content
 * (YAML 1.2 core types: a date stays text, so it can be checked), each problem at its line
 * through lib/yamlSchema. Lines the typing and title rules report get no second, vaguer message.
 */
import {closest, distance} from 'fastest-levenshtein';
import {parse} from 'yaml';
import * as z from 'zod';
import type {ContentKind} from '../../../../lib/contentFiles';
import type {MessageId} from '../../../../lib/contentMessages';
import {checkYaml} from '../../../../lib/yamlSchema';
import {displayWidth, TITLE_MAX_WIDTH} from '../../../../src/lib/blogPost';
import {frontMatterLines, lineEdit} from '../lines';
import {fileRule, type Site, type Source} from '../rule-types';
import {markdownTitles} from './title-markdown';
import {typedLines} from './typing';

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

/**
 * The line that gives `key` a value of `type`, when the value written means one for sure: a
 * number or yes/no where text belongs, one word where a list belongs, "true" or a full-width
 * digit written as text.
 */
function retypedLine(key: string, type: ValueType, value: unknown): string | undefined {
  if (type === 'text' && (typeof value === 'number' || typeof value === 'boolean')) {
    return `${key}: ${JSON.stringify(String(value))}`;
  }
  if (type === 'text' || typeof value !== 'string') return undefined;
  const ascii = value
    .trim()
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
  if (type === 'boolean' && /^(true|false)$/i.test(ascii)) return `${key}: ${ascii.toLowerCase()}`;
  if (type === 'number' && /^\d+$/.test(ascii)) return `${key}: ${Number(ascii)}`;
  if (type !== 'list') return undefined;
  const line = `${key}: [${value}]`;
  try {
    if (Array.isArray((parse(line) as Record<string, unknown>)[key])) return line;
  } catch {
    // a value YAML cannot take in a list as it is: quoted below
  }
  return `${key}: [${JSON.stringify(value)}]`;
}

/** The line of `key` when its value is on that line alone, so replacing the line replaces it. */
function oneLineValue({text, keyLines}: Source, key: string): number | undefined {
  const line = keyLines.get(key);
  const lines = frontMatterLines(text);
  const at = (number?: number) => lines.find((candidate) => candidate.line === number)?.text ?? '';
  return /^\S+:\s*\S/.test(at(line)) && !/^\s/.test(at((line ?? 0) + 1)) ? line : undefined;
}

const written = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : JSON.stringify(value).replace(/^"|"$/g, '');

/** A zod message: the messages and their words, reported at the issue's line. */
const says = (...found: [MessageId, ...string[]][]) => JSON.stringify(found);

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
const registered = (id: MessageId, known: Set<string>) =>
  z.unknown().refine((entry) => typeof entry === 'string' && known.has(entry), {
    error: ({input}) =>
      says([id, typeof input === 'string' ? input : JSON.stringify(input), [...known].join(', ')]),
  });

/** The schema of `kind`'s front matter on `site`, with its messages. */
function frontMatterSchema(kind: ContentKind, site: Site) {
  const allowed = Object.keys(KEYS[kind]);
  const unknownKey = (key: string): [MessageId, ...string[]] => {
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
      .array(registered('tag-unregistered', site.tags), {error: typeError('list')})
      .optional();
    shape.authors = z
      .preprocess(
        (authors): unknown[] => (Array.isArray(authors) ? (authors as unknown[]) : [authors]),
        z.array(registered('author-unregistered', site.authors)),
      )
      .optional();
  }
  // Null (a key with no value) is Docusaurus's to judge; a key typed with a full-width colon or
  // space is reported by the typing rule, not as an unknown key.
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

export default fileRule('front-matter', (source, report, site) => {
  const {kind, text, partial, yamlReading} = source;
  if (partial || !yamlReading) return;
  const reported = new Set([...typedLines(text), ...markdownTitles(text)].map(({line}) => line));
  const inFrontMatter = frontMatterLines(text).map(({line}) => line);
  const {problems, document} = checkYaml(yamlReading, frontMatterSchema(kind, site));
  // The YAML's first line is the file's second, after `---`.
  for (const {line, message} of problems.map((problem) => ({...problem, line: problem.line + 1}))) {
    if (reported.has(line) || (!document && inFrontMatter.some((at) => reported.has(at)))) continue;
    const key = [...source.keyLines].find(([, at]) => at === line)?.[0];
    const type = key === undefined ? undefined : KEYS[kind][key];
    const fixed =
      key && type && type !== 'any' && oneLineValue(source, key) === line
        ? retypedLine(key, type, source.frontMatter[key])
        : undefined;
    const fix = fixed ? lineEdit(text, line, fixed) : undefined;
    const found = document ? (JSON.parse(message) as [MessageId, ...string[]][]) : [];
    if (found.length === 0) report('front-matter-unreadable', line);
    for (const [id, ...words] of found) {
      const at = id === 'front-matter-unknown-key' ? (source.keyLines.get(words[0]) ?? line) : line;
      report(id, {line: at, fix}, ...words);
    }
  }
});
