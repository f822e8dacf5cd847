/**
 * Reads the site's Markdown content the way the build will publish it and finds the mistakes an
 * editor can make that the build would let through silently, or report only in English by URL:
 * each finding names the file and line and says, in Japanese, what to do.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {CORE_SCHEMA, load, YAMLException} from 'js-yaml';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import {visit} from 'unist-util-visit';
import type {Root} from 'mdast';
import type {Node as EstreeNode} from 'estree';
import {isPublished, tokyoDay} from '../../config/publishing';

export type Severity = 'error' | 'notice';

export interface Finding {
  /** Path from the site root, with forward slashes. */
  file: string;
  line?: number;
  severity: Severity;
  message: string;
}

export type ContentKind = 'blog' | 'doc' | 'page';

/** What a visitor will find at one content file's address. */
export interface ContentPage {
  kind: ContentKind;
  file: string;
  route: string;
  /** Docs: the id sidebars.ts and the navbar refer to it by. */
  docId?: string;
  title?: string;
  /** Blog posts: the publication day in Tokyo, YYYY-MM-DD. */
  date?: string;
  draft: boolean;
  unlisted: boolean;
  /** Blog posts: the tags.yml keys in its front matter. */
  tags?: string[];
  /** Blog posts dated after today: published by the first daily deploy on that day. */
  scheduled: boolean;
}

export interface ContentReport {
  pages: ContentPage[];
  findings: Finding[];
}

/** Larger images slow the page on a phone; `npm run images:shrink` brings photos below this. */
export const IMAGE_MAX_BYTES = 400 * 1024;
/** Search results cut titles at about this many full-width characters (half-width count half). */
export const TITLE_MAX_WIDTH = 32;

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

/** Components every MDX file may use without an import (the theme's MDXComponents). */
const GLOBAL_COMPONENTS = new Set(['Head', 'Details', 'Admonition', 'Mermaid']);
/** Names an MDX expression may use without importing them. */
const GLOBAL_NAMES = new Set([
  'undefined',
  'Math',
  'Date',
  'JSON',
  'Number',
  'String',
  'Array',
  'Object',
  'frontMatter',
  'metadata',
  'toc',
  'contentTitle',
  'assets',
  'props',
]);

const CONTENT_ROOTS: {dir: string; kind: ContentKind}[] = [
  {dir: 'blog', kind: 'blog'},
  {dir: 'docs', kind: 'doc'},
  {dir: 'src/pages', kind: 'page'},
];
const MARKDOWN = /\.mdx?$/;
const REACT_PAGE = /\.(tsx|jsx|js|ts)$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;
const DATE_IN_NAME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:-|$)/;
const DATE_VALUE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:?\d{2})?)?$/;
const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*(?=[^-_.\s])/;

const toPosix = (file: string) => file.split(path.sep).join('/');
const isPartial = (file: string) => file.split('/').some((part) => part.startsWith('_'));

function filesUnder(root: string, dir: string): string[] {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, {recursive: true, encoding: 'utf8'})
    .filter((file) => statSync(path.join(absolute, file)).isFile())
    .sort()
    .map((file) => toPosix(path.join(dir, file)));
}

/** Characters as wide as a full-width one; half-width letters and digits count half. */
export function displayWidth(text: string): number {
  const halfWidth = text.match(/[\x20-\x7e]/g)?.length ?? 0;
  return Array.from(text).length - halfWidth / 2;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A real calendar date, or undefined for 2024-13-45 and the like (which YAML would roll over). */
export function parseDate(text: string): Date | undefined {
  const match = DATE_VALUE.exec(text.trim());
  if (!match) return undefined;
  const [, y, m, d, hh = '0', mm = '0', ss = '0', zone] = match;
  const [year, month, day] = [Number(y), Number(m), Number(d)];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return undefined;
  const offset = zone ? zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2') : 'Z';
  const iso = `${y}-${m}-${d}T${hh.padStart(2, '0')}:${mm.padStart(2, '0')}:${ss.padStart(2, '0')}${offset}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
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

interface Source {
  kind: ContentKind;
  file: string;
  text: string;
  frontMatter: Record<string, unknown>;
  /** Line of each front matter key. */
  keyLines: Map<string, number>;
}

const keysOf = (yamlFile: string): Set<string> => {
  if (!existsSync(yamlFile)) return new Set();
  const entries = load(readFileSync(yamlFile, 'utf8'));
  return new Set(entries && typeof entries === 'object' ? Object.keys(entries) : []);
};

/** Reads the front matter as YAML 1.2 core types: a date stays text, so it can be checked. */
function readFrontMatter(
  file: string,
  text: string,
  findings: Finding[],
): Pick<Source, 'frontMatter' | 'keyLines'> {
  const match = FRONT_MATTER.exec(text);
  const keyLines = new Map<string, number>();
  if (!match) return {frontMatter: {}, keyLines};
  match[1].split(/\r?\n/).forEach((line, index) => {
    const key = /^([^\s#:][^:]*?):(?:\s|$)/.exec(line)?.[1];
    if (key && !keyLines.has(key)) keyLines.set(key, index + 2);
  });
  try {
    const data = load(match[1], {schema: CORE_SCHEMA});
    if (data === null || data === undefined) return {frontMatter: {}, keyLines};
    if (typeof data !== 'object' || Array.isArray(data)) throw new Error('not a mapping');
    return {frontMatter: data as Record<string, unknown>, keyLines};
  } catch (error) {
    const line = error instanceof YAMLException ? error.mark.line + 2 : 2;
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

const stripNumberPrefix = (segment: string) => segment.replace(NUMBER_PREFIX, '');

/** The address Docusaurus gives a doc (docs plugin defaults: number prefixes dropped). */
function docRoute(file: string, frontMatter: Record<string, unknown>): string {
  const relative = file.replace(/^docs\//, '').replace(MARKDOWN, '');
  const segments = relative.split('/').map(stripNumberPrefix);
  const name = segments.pop() ?? '';
  const folder = segments.join('/');
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined;
  if (slug?.startsWith('/')) return `/docs${slug === '/' ? '' : slug}`;
  const isIndex =
    ['index', 'readme'].includes(name.toLowerCase()) || name === segments[segments.length - 1];
  const tail = slug ?? (typeof frontMatter.id === 'string' ? frontMatter.id : name);
  const parts = isIndex && !slug ? [folder] : [folder, tail];
  return `/${['docs', ...parts].filter(Boolean).join('/')}`;
}

/** The address of a post: its slug, or the date folders Docusaurus makes from a dated name. */
function blogRoute(file: string, frontMatter: Record<string, unknown>): string {
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined;
  if (slug !== undefined) return `/blog/${slug.replace(/^\//, '')}`;
  const relative = file.replace(/^blog\//, '').replace(/\/index\.mdx?$|\.mdx?$/, '');
  const dated = /^(?:(.*)\/)?(\d{4})-(\d{1,2})-(\d{1,2})-?(.*)$/.exec(relative);
  if (!dated) return `/blog/${relative}`;
  const [, folder, y, m, d, name] = dated;
  return `/${['blog', folder, y, m.padStart(2, '0'), d.padStart(2, '0'), name].filter(Boolean).join('/')}`;
}

/** The id sidebars.ts uses for a doc: its folder and file name, or its front matter id. */
function docIdOf(file: string, frontMatter: Record<string, unknown>): string {
  const segments = file
    .replace(/^docs\//, '')
    .replace(MARKDOWN, '')
    .split('/');
  const name = stripNumberPrefix(segments.pop() ?? '');
  const id = typeof frontMatter.id === 'string' ? frontMatter.id : name;
  return [...segments, id].join('/');
}

function pageRoute(file: string): string {
  const relative = file.replace(/^src\/pages\//, '').replace(/\.(mdx?|tsx|jsx|js|ts)$/, '');
  const route = relative.replace(/(^|\/)index$/, '');
  return `/${route}`;
}

/** The name an identifier-bearing estree node reads, leaving out property names and keys. */
function freeIdentifiers(program: EstreeNode): string[] {
  const names: string[] = [];
  const declared = new Set<string>();
  const walk = (node: unknown, parent?: {type: string; [key: string]: unknown}, key?: string) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) walk(child, parent, key);
      return;
    }
    const current = node as {type?: string; name?: string; [key: string]: unknown};
    if (typeof current.type !== 'string') return;
    if (current.type === 'Identifier') {
      const isPropertyName =
        (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
        (parent?.type === 'Property' && key === 'key' && !parent.computed);
      const isParam = key === 'params';
      if (isParam && current.name) declared.add(current.name);
      else if (!isPropertyName && current.name) names.push(current.name);
      return;
    }
    for (const [childKey, child] of Object.entries(current)) {
      if (childKey !== 'loc' && childKey !== 'range') {
        walk(child, current as {type: string}, childKey);
      }
    }
  };
  walk(program);
  return names.filter((name) => !declared.has(name));
}

const MDX_SYNTAX_HINTS: {when: RegExp; hint: string}[] = [
  {
    when: /mdx-jsx|`<`|tag|JSX|closing|opening/i,
    hint: '.mdx のファイルでは < が部品（タグ）の始まりとして読まれます。不等号などの文字として書くときは &lt; と書くか、部品を使わないページならファイルを .md にしてください。',
  },
  {
    when: /expression|`\{`|`\}`|acorn|brace/i,
    hint: '.mdx のファイルでは { } が JavaScript の式として読まれます。文字として書くときは \\{ \\} と書くか、部品を使わないページならファイルを .md にしてください。',
  },
];

function mdxSyntaxFinding(file: string, error: unknown): Finding {
  const {line, reason, source} = error as {line?: number; reason?: string; source?: string};
  const detail = `${source ?? ''} ${reason ?? String(error)}`;
  const hint =
    MDX_SYNTAX_HINTS.find(({when}) => when.test(detail))?.hint ??
    '書き方をもう一度確かめてください。部品を使わないページなら、ファイルを .md にすると記号をそのまま書けます。';
  return {
    file,
    line,
    severity: 'error',
    message: `MDX として読めない書き方があります。${hint}（詳細: ${reason ?? String(error)}）`,
  };
}

/** Parses the Markdown (and MDX) body; a syntax error becomes a finding. */
function parseBody(file: string, text: string, findings: Finding[]): Root | undefined {
  const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);
  if (file.endsWith('.mdx')) processor.use(remarkMdx);
  try {
    return processor.parse(text);
  } catch (error) {
    findings.push(mdxSyntaxFinding(file, error));
    return undefined;
  }
}

function resolveImage(root: string, file: string, url: string): string | undefined {
  if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return undefined;
  const clean = decodeURI(url.split(/[?#]/)[0]);
  return clean.startsWith('/')
    ? path.join(root, 'static', clean)
    : path.join(root, path.dirname(file), clean);
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.round(bytes / 1024)} KB`;

function checkImage(
  root: string,
  file: string,
  url: string,
  line: number | undefined,
  findings: Finding[],
): void {
  const image = resolveImage(root, file, url);
  if (!image) return;
  if (!existsSync(image)) {
    findings.push({
      file,
      line,
      severity: 'error',
      message: `画像 ${url} が見つかりません。画像ファイルをこのファイルと同じフォルダーに置き、ファイル名（大文字・小文字、拡張子）を合わせてください。`,
    });
    return;
  }
  const {size} = statSync(image);
  if (size > IMAGE_MAX_BYTES) {
    const relative = toPosix(path.relative(root, image));
    findings.push({
      file,
      line,
      severity: 'error',
      message: `画像 ${url} が大きすぎます（${formatBytes(size)}、上限 ${formatBytes(IMAGE_MAX_BYTES)}）。スマートフォンで表示が遅くなります。npm run images:shrink -- ${relative} を実行すると、見た目を保ったまま小さくできます。`,
    });
  }
}

const NO_ALT =
  'には説明（代替テキスト）がありません。画像が見えない方にも伝わるよう、![ここに説明](./画像.png) の [ ] の中に、何が写っているかを書いてください。';

function checkBody(root: string, source: Source, tree: Root, findings: Finding[]): void {
  const {file} = source;
  const defined = new Set<string>();
  let previousDepth = 1;

  visit(tree, (node) => {
    const line = node.position?.start.line;
    switch (node.type) {
      case 'mdxjsEsm': {
        const program = node.data?.estree;
        for (const statement of program?.body ?? []) {
          if (statement.type === 'ImportDeclaration') {
            for (const specifier of statement.specifiers) defined.add(specifier.local.name);
          } else if (statement.type === 'ExportNamedDeclaration') {
            const declaration = statement.declaration;
            if (declaration?.type === 'VariableDeclaration') {
              for (const d of declaration.declarations) {
                if (d.id.type === 'Identifier') defined.add(d.id.name);
              }
            } else if (declaration && 'id' in declaration) {
              defined.add(declaration.id.name);
            }
          }
        }
        break;
      }
      case 'heading': {
        if (node.depth > previousDepth + 1) {
          findings.push({
            file,
            line,
            severity: 'error',
            message: `見出しのレベルが飛んでいます（${'#'.repeat(previousDepth)} の次が ${'#'.repeat(node.depth)}）。${'#'.repeat(previousDepth + 1)} にしてください。見出しの階層は、音声で読み上げる方が目次として使います。`,
          });
        }
        previousDepth = node.depth;
        break;
      }
      case 'image': {
        if (!node.alt?.trim()) {
          findings.push({file, line, severity: 'error', message: `画像 ${node.url} ${NO_ALT}`});
        }
        checkImage(root, file, node.url, line, findings);
        break;
      }
      default:
        break;
    }
  });

  // A second pass, once every import and export is known (they may come after their use).
  visit(tree, (node) => {
    const line = node.position?.start.line;
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = node.name ?? '';
      const component = name.split('.')[0];
      if (/^[A-Z]/.test(component) && !defined.has(component) && !GLOBAL_COMPONENTS.has(name)) {
        findings.push({
          file,
          line,
          severity: 'error',
          message: `部品 <${name}> が import されていません。ファイルの先頭に import 行を書くか、ほかのページからその行を写してください。部品を使うつもりがないなら、< を &lt; と書いてください。`,
        });
      }
      if (name === 'img') {
        const alt = node.attributes.find(
          (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'alt',
        );
        const src = node.attributes.find(
          (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'src',
        );
        const srcText = typeof src?.value === 'string' ? src.value : '';
        if (!alt || (typeof alt.value === 'string' && !alt.value.trim())) {
          findings.push({
            file,
            line,
            severity: 'error',
            message: `画像 <img> ${NO_ALT.replace('![ここに説明](./画像.png) の [ ] の中', 'alt="…" の中')}`,
          });
        }
        if (srcText) checkImage(root, file, srcText, line, findings);
      }
    }
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const program = node.data?.estree;
      const unknown = program
        ? freeIdentifiers(program as unknown as EstreeNode).filter(
            (name) => !defined.has(name) && !GLOBAL_NAMES.has(name),
          )
        : [];
      if (unknown.length > 0) {
        findings.push({
          file,
          line,
          severity: 'error',
          message: `{${node.value}} は .mdx のファイルでは JavaScript の式として読まれ、「${unknown[0]}」が見つからないためページが表示できません。波かっこを文字として書くときは \\{${node.value}\\} と書くか、部品を使わないページならファイルを .md にしてください。`,
        });
      }
    }
  });
}

interface SiteContext {
  root: string;
  now: Date;
  tags: Set<string>;
  authors: Set<string>;
}

function checkFrontMatter(source: Source, context: SiteContext, findings: Finding[]): void {
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

/** The post's date, from its front matter or its file name; a missing or impossible one is a finding. */
function blogDate(source: Source, findings: Finding[]): Date | undefined {
  const {file, frontMatter, keyLines} = source;
  const written = frontMatter.date;
  if (written !== undefined) {
    const date = typeof written === 'string' ? parseDate(written) : undefined;
    if (!date) {
      findings.push({
        file,
        line: keyLines.get('date'),
        severity: 'error',
        message: `日付「${typeof written === 'string' ? written : JSON.stringify(written)}」はありえない日付です。date: 2026-07-04 のように、年-月-日で書いてください（月は 01〜12、日はその月の日数まで）。`,
      });
    }
    return date;
  }
  const name = path.posix.basename(
    /\/index\.mdx?$/.test(file) ? path.posix.dirname(file) : file.replace(MARKDOWN, ''),
  );
  const dated = DATE_IN_NAME.exec(name);
  if (!dated) {
    findings.push({
      file,
      line: 1,
      severity: 'error',
      message:
        '公開日がわかりません。フォルダー名を公開日から始めるか（例: blog/2026-07-04-summer-camp/index.md）、フロントマターに date: 2026-07-04 と書いてください。日付がないと、ファイルを取り出すたびに公開日が変わってしまいます。',
    });
    return undefined;
  }
  const [, y, m, d] = dated;
  const date = parseDate(`${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`);
  if (!date) {
    findings.push({
      file,
      line: 1,
      severity: 'error',
      message: `フォルダー名・ファイル名の日付「${y}-${m}-${d}」はありえない日付です。年-月-日（月は 01〜12、日はその月の日数まで）に直してください。`,
    });
  }
  return date;
}

function describePage(
  source: Source,
  context: SiteContext,
  findings: Finding[],
  tree: Root | undefined,
): ContentPage {
  const {kind, file, frontMatter} = source;
  const firstHeading = tree?.children.find(
    (node): node is Extract<Root['children'][number], {type: 'heading'}> =>
      node.type === 'heading' && node.depth === 1,
  );
  const headingText = firstHeading?.children
    .map((child) => ('value' in child ? child.value : ''))
    .join('')
    .replace(/\s*\{#[^}]*\}\s*$/, '');
  const title = typeof frontMatter.title === 'string' ? frontMatter.title : headingText;
  const draft = frontMatter.draft === true;
  const unlisted = frontMatter.unlisted === true;
  const route =
    kind === 'blog'
      ? blogRoute(file, frontMatter)
      : kind === 'doc'
        ? docRoute(file, frontMatter)
        : pageRoute(file);
  const date = kind === 'blog' ? blogDate(source, findings) : undefined;
  const scheduled = date !== undefined && !isPublished(date, context.now);

  if (draft) {
    findings.push({
      file,
      line: source.keyLines.get('draft'),
      severity: 'notice',
      message:
        '下書き（draft: true）なので公開されません。公開するときは draft の行を消してください。',
    });
  } else if (scheduled) {
    findings.push({
      file,
      line: source.keyLines.get('date') ?? 1,
      severity: 'notice',
      message: `公開日が ${tokyoDay(date)} なので、まだ公開されません。その日の 0 時過ぎ（日本時間）に、毎日の自動公開でサイトに載ります。`,
    });
  }
  if (unlisted) {
    findings.push({
      file,
      line: source.keyLines.get('unlisted'),
      severity: 'notice',
      message:
        '限定公開（unlisted: true）です。一覧・サイドバー・検索エンジンには載らず、URL を知っている人だけが見られます。',
    });
  }
  return {
    kind,
    file,
    route,
    docId: kind === 'doc' ? docIdOf(file, frontMatter) : undefined,
    title,
    date: date && tokyoDay(date),
    draft,
    unlisted,
    scheduled,
    tags:
      kind === 'blog' && Array.isArray(frontMatter.tags)
        ? frontMatter.tags.filter((tag): tag is string => typeof tag === 'string')
        : undefined,
  };
}

function duplicateRoutes(pages: ContentPage[], sources: Map<string, Source>): Finding[] {
  const byRoute = new Map<string, ContentPage[]>();
  for (const page of pages.filter(({draft}) => !draft)) {
    byRoute.set(page.route, [...(byRoute.get(page.route) ?? []), page]);
  }
  const findings: Finding[] = [];
  for (const [route, clashing] of byRoute) {
    if (clashing.length < 2) continue;
    for (const page of clashing) {
      const others = clashing.filter((other) => other !== page).map((other) => other.file);
      const keyLines = sources.get(page.file)?.keyLines;
      findings.push({
        file: page.file,
        line: keyLines?.get('slug') ?? keyLines?.get('id') ?? 1,
        severity: 'error',
        message: `このページの URL ${route} が ${others.join('、')} と重なっています。重なると片方のページしか表示されません。どちらかの slug（なければファイル名）を変えてください。`,
      });
    }
  }
  return findings;
}

/** Checks every content file of the site at `root`. */
export function checkContent(root: string, now = new Date()): ContentReport {
  const context: SiteContext = {
    root,
    now,
    tags: keysOf(path.join(root, 'blog/tags.yml')),
    authors: keysOf(path.join(root, 'blog/authors.yml')),
  };
  const findings: Finding[] = [];
  const pages: ContentPage[] = [];
  const sources = new Map<string, Source>();

  for (const {dir, kind} of CONTENT_ROOTS) {
    for (const file of filesUnder(root, dir)) {
      if (kind === 'page' && REACT_PAGE.test(file) && !isPartial(file)) {
        pages.push({
          kind,
          file,
          route: pageRoute(file),
          draft: false,
          unlisted: false,
          scheduled: false,
        });
      }
      if (!MARKDOWN.test(file)) continue;
      const text = readFileSync(path.join(root, file), 'utf8');
      const tree = parseBody(file, text, findings);
      if (isPartial(file)) {
        if (tree)
          checkBody(root, {kind, file, text, frontMatter: {}, keyLines: new Map()}, tree, findings);
        continue;
      }
      const source: Source = {kind, file, text, ...readFrontMatter(file, text, findings)};
      sources.set(file, source);
      checkFrontMatter(source, context, findings);
      if (tree) checkBody(root, source, tree, findings);
      pages.push(describePage(source, context, findings, tree));
    }
  }
  findings.push(...duplicateRoutes(pages, sources));
  return {pages, findings};
}

/** A doc id written in a config file (sidebars.ts, the navbar). */
export interface DocReference {
  file: string;
  id: string;
}

/** References to docs that do not exist, e.g. after a doc was deleted or renamed. */
export function checkDocReferences(
  root: string,
  references: DocReference[],
  pages: ContentPage[],
): Finding[] {
  const ids = new Set(pages.map(({docId}) => docId).filter(Boolean));
  return references
    .filter(({id}) => !ids.has(id))
    .map(({file, id}) => {
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      const index = lines.findIndex((line) => line.includes(`'${id}'`) || line.includes(`"${id}"`));
      return {
        file,
        line: index >= 0 ? index + 1 : undefined,
        severity: 'error' as const,
        message: `ページ「${id}」（docs/${id}.md または .mdx）がありません。ページを消したり名前を変えたりしたときは、この行も消すか、新しい名前（docs/ から先のパス、拡張子なし）に直してください。`,
      };
    });
}
