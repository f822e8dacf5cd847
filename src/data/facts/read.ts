/**
 * Reads and checks the facts files in Node: the site config, the build (plugins/site/facts.ts
 * hands the checked values to the pages), the owner's checks and the tests all read them here.
 * Every problem is reported in Japanese at its file and line, all of them at once.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  isMap,
  isNode,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type ParsedNode,
  type YAMLError,
} from 'yaml';
import * as z from 'zod';
import {factInconsistencies, type Inconsistency, type TitleOf} from './consistency';
import {SAMPLE_MARK} from './samples';
import {authorsFileSchema, FACT_FILES, type FactFileName, type Facts} from './schema';

export const SITE_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const FACTS_DIR = 'src/data/facts';
/** The blog's authors: the teacher's name, role and photo are written only there. */
export const AUTHORS_FILE = 'blog/authors.yml';

/** A problem in a facts file, at the line to fix. */
export interface FactProblem {
  /** From the site root, with forward slashes. */
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** A value in a facts file: every single value, and every list or map marked `# 見本`. */
export interface FactField {
  readonly file: string;
  readonly line: number;
  /** The field's path in the file: "classrooms.0.address". */
  readonly path: string;
  /** The field's name in Japanese, from the schema. */
  readonly title: string;
  /** As the owner wrote it; a list's or map's values joined by " / ". */
  readonly value: string;
  /** Marked with the comment `# 見本`: a made-up sample the owner replaces. */
  readonly marked: boolean;
}

export interface FactsReading {
  /** Undefined while any problem is left. */
  readonly facts: Facts | undefined;
  readonly problems: readonly FactProblem[];
  readonly fields: readonly FactField[];
}

/** Every file the facts are read from, from the site root. */
export function factFilePaths(): string[] {
  return [...Object.keys(FACT_FILES).map((name) => `${FACTS_DIR}/${name}.yml`), AUTHORS_FILE];
}

/**
 * The line, up to `errorLine`, that names a field without the colon after it (`address 北海道…`):
 * the parser often notices only on a later line. Field names are ASCII; list items are left out.
 */
function missingColonLine(text: string, errorLine: number): number | undefined {
  const index = text
    .split('\n')
    .slice(0, errorLine)
    .findIndex((line) => /^\s*[A-Za-z]\w*(?:\s+[^\s#:][^:]*)?$/.test(line.replace(/\s+#.*$/, '')));
  return index < 0 ? undefined : index + 1;
}

/** What a YAML syntax error means for someone writing the file in a browser. */
function syntaxMessage(error: Pick<YAMLError, 'code'>): string {
  switch (error.code) {
    case 'MULTILINE_IMPLICIT_KEY':
      return 'この行に「:」（コロン）がないか、前の行とつながっています。「項目名: 値」のように、項目名のあとに「:」と半角スペースを書いてください。';
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
    case 'UNEXPECTED_TOKEN':
      return 'この行の書き方が YAML として読めません。字下げ（行頭の半角スペースの数）を上下の行とそろえ、「項目名: 値」の形になっているか確かめてください。「:」や「#」で始まる値は「"」で囲みます。';
    case 'TAB_AS_INDENT':
      return '字下げにタブが使われています。半角スペースにしてください。';
    case 'DUPLICATE_KEY':
      return '同じ項目名が2回書かれています。どちらかを消してください。';
    case 'BAD_DQ_ESCAPE':
      return '「"」で囲んだ値の中に「\\」があります。「\\」を消すか、「\'」で囲んでください。';
    default:
      return `この行の書き方が YAML として読めません（${error.code}）。字下げと「項目名: 値」の形を確かめてください。`;
  }
}

/** The node at a schema issue's path, or the deepest one that exists (a missing field's map). */
function nodeAt(document: Document.Parsed, issuePath: readonly PropertyKey[]): ParsedNode | null {
  let node = document.contents;
  for (const key of issuePath) {
    const next: unknown = isMap(node) || isSeq(node) ? node.get(key, true) : undefined;
    if (!isNode(next)) break;
    node = next as ParsedNode;
  }
  return node;
}

/** The line of an unknown field's name, so the message points at the word to fix. */
function keyLine(
  document: Document.Parsed,
  issuePath: readonly PropertyKey[],
  key: string,
  lines: LineCounter,
): number | undefined {
  const parent = nodeAt(document, issuePath);
  if (!isMap(parent)) return undefined;
  const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === key);
  const offset = pair && isNode(pair.key) ? pair.key.range[0] : undefined;
  return offset === undefined ? undefined : lines.linePos(offset).line;
}

function schemaProblems(
  file: string,
  document: Document.Parsed,
  issues: readonly z.core.$ZodIssue[],
  lines: LineCounter,
): FactProblem[] {
  return issues.map((issue) => {
    const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
    const line =
      (unknownKey === undefined ? undefined : keyLine(document, issue.path, unknownKey, lines)) ??
      lines.linePos(nodeAt(document, issue.path)?.range[0] ?? 0).line;
    return {file, line, message: issue.message};
  });
}

/** The title the schema gives the field at `fieldPath`. */
function titleAt(schema: z.ZodType, fieldPath: readonly string[]): string | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of fieldPath) {
    if (current instanceof z.ZodOptional) current = current.unwrap() as z.ZodType;
    if (current instanceof z.ZodObject) current = current.shape[key] as z.ZodType | undefined;
    else if (current instanceof z.ZodArray) current = current.element as z.ZodType;
    else if (current instanceof z.ZodRecord) current = current.valueType as z.ZodType;
    else return undefined;
  }
  return current && z.globalRegistry.get(current)?.title;
}

const shown = (value: unknown): string =>
  value !== null && typeof value === 'object'
    ? Object.values(value).map(shown).join(' / ')
    : String(value);

function fieldsIn(
  file: string,
  document: Document.Parsed,
  schema: z.ZodType,
  lines: LineCounter,
): FactField[] {
  const fields: FactField[] = [];
  visit(document, (key, node, ancestors) => {
    if (!isNode(node) || key === 'key') return;
    // After a value the comment is its own; after `key:` it comes before the list or map.
    const comment = node.comment ?? node.commentBefore?.split('\n')[0];
    const marked = comment?.trim() === SAMPLE_MARK;
    if (!marked && !isScalar(node)) return;
    const fieldPath = ancestors.flatMap((ancestor, index) => {
      const child = ancestors[index + 1] ?? node;
      if (isPair(ancestor) && isScalar(ancestor.key)) return [String(ancestor.key.value)];
      if (isSeq(ancestor)) return [String(ancestor.items.indexOf(child))];
      return [];
    });
    // A list or map starts on the line after its name: point at the name.
    const pair = ancestors.at(-1);
    const start = isPair(pair) && isNode(pair.key) ? pair.key.range?.[0] : node.range?.[0];
    fields.push({
      file,
      line: lines.linePos(start ?? 0).line,
      path: fieldPath.join('.'),
      title: titleAt(schema, fieldPath) ?? fieldPath.join('.'),
      value: shown(node.toJSON()),
      marked,
    });
  });
  return fields;
}

interface ParsedFile {
  readonly value: unknown;
  readonly problems: FactProblem[];
  readonly fields: FactField[];
}

function parseFile(root: string, file: string, schema: z.ZodType): ParsedFile {
  const absolute = path.join(root, file);
  if (!existsSync(absolute)) {
    return {
      value: undefined,
      problems: [
        {
          file,
          line: 1,
          message: 'ファイルがありません。消してしまったときは、元に戻してください。',
        },
      ],
      fields: [],
    };
  }
  const lines = new LineCounter();
  const text = readFileSync(absolute, 'utf8');
  const document = parseDocument(text, {
    lineCounter: lines,
    prettyErrors: false,
    uniqueKeys: true,
  });
  if (document.errors.length > 0) {
    // Later errors mostly follow from the first: report that one only.
    const [first] = document.errors;
    const line = lines.linePos(first.pos[0]).line;
    const colonless = missingColonLine(text, line);
    return {
      value: undefined,
      problems: [
        colonless === undefined
          ? {file, line, message: syntaxMessage(first)}
          : {file, line: colonless, message: syntaxMessage({code: 'MULTILINE_IMPLICIT_KEY'})},
      ],
      fields: [],
    };
  }
  const result = schema.safeParse(document.toJS());
  return {
    value: result.data,
    problems: result.success ? [] : schemaProblems(file, document, result.error.issues, lines),
    fields: fieldsIn(file, document, schema, lines),
  };
}

/** Each part of the facts: the file it is read from, its schema, and what of the file it is. */
const SOURCES: Readonly<
  Record<keyof Facts, {file: string; schema: z.ZodType; pick?: (value: unknown) => unknown}>
> = {
  ...(Object.fromEntries(
    Object.entries(FACT_FILES).map(
      ([name, schema]): [string, {file: string; schema: z.ZodType}] => [
        name,
        {file: `${FACTS_DIR}/${name}.yml`, schema},
      ],
    ),
  ) as Record<FactFileName, {file: string; schema: z.ZodType}>),
  blogAuthor: {
    file: AUTHORS_FILE,
    schema: authorsFileSchema,
    pick: (authors) => (authors as z.output<typeof authorsFileSchema>).teacher,
  },
};

/** A value's title in its part's schema, as messages name it; its path where it has none. */
const titleOf: TitleOf = (part, fieldPath) =>
  titleAt(SOURCES[part].schema, fieldPath.split('.')) ?? fieldPath;

/** Every part of the facts, by the name the data modules import it by. */
export const FACT_PARTS = Object.keys(SOURCES) as (keyof Facts)[];

function readPart(name: keyof Facts, root: string): ParsedFile {
  const {file, schema, pick} = SOURCES[name];
  const parsed = parseFile(root, file, schema);
  return parsed.value === undefined || !pick ? parsed : {...parsed, value: pick(parsed.value)};
}

/** The line of the value at `fieldPath` in `file`, or of the first value inside it. */
function lineOfField(fields: readonly FactField[], file: string, fieldPath: string): number {
  const inFile = fields.filter((field) => field.file === file);
  const field =
    inFile.find(({path: candidate}) => candidate === fieldPath) ??
    inFile.find(({path: candidate}) => candidate.startsWith(`${fieldPath}.`));
  return field?.line ?? 1;
}

/** The teacher's photo, where image_url points: a missing one would show as a broken image. */
function photoProblems(root: string, {blogAuthor}: Facts): Inconsistency[] {
  const photo = `static${blogAuthor.image_url}`;
  return existsSync(path.join(root, photo))
    ? []
    : [
        {
          part: 'blogAuthor',
          path: 'teacher.image_url',
          message: `「${titleOf('blogAuthor', 'teacher.image_url')}」の ${photo} がありません。写真を static/img/ にアップロードし、image_url をそのファイルの名前（大文字と小文字、拡張子も同じ）にしてください。`,
        },
      ];
}

/**
 * Reads every facts file: the values when all are right, each problem otherwise; once each file
 * is right on its own, what they say together (consistency.ts) and whether the photo is there.
 */
export function readFacts(root = SITE_ROOT): FactsReading {
  const parts = FACT_PARTS.map((name) => [name, readPart(name, root)] as const);
  const fields = parts.flatMap(([, part]) => part.fields);
  const fileProblems = parts.flatMap(([, part]) => part.problems);
  const read =
    fileProblems.length === 0
      ? (Object.fromEntries(parts.map(([name, part]) => [name, part.value])) as Facts)
      : undefined;
  const problems = read
    ? [...factInconsistencies(read, titleOf), ...photoProblems(root, read)].map(
        ({part, path: fieldPath, message}) => {
          const {file} = SOURCES[part];
          return {file, line: lineOfField(fields, file, fieldPath), message};
        },
      )
    : fileProblems;
  return {facts: problems.length === 0 ? read : undefined, problems, fields};
}

export class FactsError extends Error {
  constructor(readonly problems: readonly FactProblem[]) {
    super(
      [
        '教室の情報のファイルに、直すところがあります。',
        ...problems.map(({file, line, message}) => `${file}:${line}: ${message}`),
      ].join('\n'),
    );
    this.name = 'FactsError';
  }
}

/** The checked facts; throws a FactsError listing every problem. */
export function loadFacts(root = SITE_ROOT): Facts {
  const {facts, problems} = readFacts(root);
  if (!facts) throw new FactsError(problems);
  return facts;
}

/** One part of the checked facts, read from its own file; throws a FactsError listing its problems. */
export function loadFactsPart<Name extends keyof Facts>(name: Name, root = SITE_ROOT): Facts[Name] {
  const {value, problems} = readPart(name, root);
  if (problems.length > 0) throw new FactsError(problems);
  return value as Facts[Name];
}
