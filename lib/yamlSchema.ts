/**
 * Reads a YAML text against a zod schema and puts every problem at the line to fix, in Japanese:
 * the facts files, front matter and anything else an editor or the owner writes in YAML.
 */
import {
  isMap,
  isNode,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type ParsedNode,
  type YAMLError,
} from 'yaml';
import type * as z from 'zod';

/** A problem in a YAML text, at its line (1 = the text's first line). */
interface YamlProblem {
  readonly line: number;
  readonly message: string;
}

export interface YamlReading<Value> {
  /** Undefined while any problem is left. */
  readonly value: Value | undefined;
  readonly problems: readonly YamlProblem[];
  /** The parsed document and its line counter, for callers that walk the values (undefined on a syntax error). */
  readonly document?: Document.Parsed;
  readonly lines: LineCounter;
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

/** The node at `valuePath`, or the deepest one that exists (a missing field's map). */
function nodeAt(document: Document.Parsed, valuePath: readonly PropertyKey[]): ParsedNode | null {
  let node = document.contents;
  for (const key of valuePath) {
    const next: unknown = isMap(node) || isSeq(node) ? node.get(key, true) : undefined;
    if (!isNode(next)) break;
    node = next as ParsedNode;
  }
  return node;
}

/** The line of the field name `key` in the map at `mapPath`, so a message points at the word. */
export function keyLine(
  document: Document.Parsed,
  mapPath: readonly PropertyKey[],
  key: string,
  lines: LineCounter,
): number | undefined {
  const parent = nodeAt(document, mapPath);
  if (!isMap(parent)) return undefined;
  const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === key);
  const offset = pair && isNode(pair.key) ? pair.key.range[0] : undefined;
  return offset === undefined ? undefined : lines.linePos(offset).line;
}

/** The line of a schema issue: an unknown field's name, else the value (or the deepest map above it). */
function issueLine(document: Document.Parsed, issue: z.core.$ZodIssue, lines: LineCounter): number {
  const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  return (
    (unknownKey === undefined ? undefined : keyLine(document, issue.path, unknownKey, lines)) ??
    lines.linePos(nodeAt(document, issue.path)?.range[0] ?? 0).line
  );
}

/**
 * Parses `text` and checks it with `schema`. A syntax error is reported alone (later ones mostly
 * follow from it); otherwise every schema issue, each at its line with the schema's message.
 */
/** A YAML text parsed once: its document, or its syntax problem at the line to fix. */
export function parseYaml(text: string): YamlReading<unknown> {
  const lines = new LineCounter();
  const document = parseDocument(text, {lineCounter: lines, prettyErrors: false, uniqueKeys: true});
  const syntaxError = document.errors.at(0);
  if (!syntaxError) return {value: document.toJS(), problems: [], document, lines};
  const line = lines.linePos(syntaxError.pos[0]).line;
  const colonless = missingColonLine(text, line);
  const problem =
    colonless === undefined
      ? {line, message: syntaxMessage(syntaxError)}
      : {line: colonless, message: syntaxMessage({code: 'MULTILINE_IMPLICIT_KEY'})};
  return {value: undefined, problems: [problem], lines};
}

/** A parsed YAML text (`parseYaml`) checked against `schema`. */
export function checkYaml<Schema extends z.ZodType>(
  {document, lines, problems}: YamlReading<unknown>,
  schema: Schema,
): YamlReading<z.output<Schema>> {
  if (!document) return {value: undefined, problems, lines};
  const result = schema.safeParse(document.toJS());
  return {
    value: result.success ? result.data : undefined,
    problems: result.success
      ? []
      : result.error.issues.map((issue) => ({
          line: issueLine(document, issue, lines),
          message: issue.message,
        })),
    document,
    lines,
  };
}

export const readYaml = <Schema extends z.ZodType>(text: string, schema: Schema) =>
  checkYaml(parseYaml(text), schema);
