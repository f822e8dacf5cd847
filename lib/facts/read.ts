/**
 * Reads and checks the facts files in Node: the site config, the build (plugins/site/school-data.ts
 * hands the checked values to the pages), the owner's checks and the tests all read them here.
 * Every problem is reported in Japanese at its file and line, all of them at once.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {isNode, isPair, isScalar, isSeq, visit, type Document, type LineCounter} from 'yaml';
import * as z from 'zod';
import {readYaml} from '../yamlSchema';
import {factInconsistencies, type Inconsistency, type TitleOf} from './consistency';
import {SAMPLE_MARK} from './samples';
import {authorsFileSchema, FACT_FILES, type FactFileName, type Facts} from './schema';

export const SITE_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/**
 * Whose facts the data modules (`school-data/<part>`) read in Node: this checkout's, or those of
 * the site copy `SCHOOL_DATA_ROOT` names, as the tests over the test build do (it is built with an
 * owner's facts).
 */
const DATA_ROOT = process.env.SCHOOL_DATA_ROOT ?? SITE_ROOT;
export const FACTS_DIR = 'src/data/facts';
/** The blog's authors: the teacher's name, role and photo are written only there. */
export const AUTHORS_FILE = 'blog/authors.yml';

/** A problem in a facts file, at the line to fix. */
interface FactProblem {
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

/**
 * The values of a parsed YAML `document` from `file`, each at its line: every single value, and
 * every list or map marked `# 見本`; titled by `schema` where it gives one.
 */
export function fieldsIn(
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
  const {value, problems, document, lines} = readYaml(readFileSync(absolute, 'utf8'), schema);
  return {
    value,
    problems: problems.map((problem) => ({file, ...problem})),
    fields: document ? fieldsIn(file, document, schema, lines) : [],
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

class FactsError extends Error {
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
export function loadFactsPart<Name extends keyof Facts>(name: Name, root = DATA_ROOT): Facts[Name] {
  const {value, problems} = readPart(name, root);
  if (problems.length > 0) throw new FactsError(problems);
  return value as Facts[Name];
}
