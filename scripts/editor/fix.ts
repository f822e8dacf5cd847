/**
 * `npm run fix`: makes every change the content check knows for sure, and says in Japanese what
 * it changed. Text fixes rewrite the lines the check names (full-width characters, a date's form,
 * heading levels, `<br>`, HTML links and images written in Markdown…); photo fixes shrink or
 * convert the photos it names, as `npm run images:shrink` does, and rewrite the lines that show a
 * converted one. `--text` or `--photos` makes only those.
 *
 * `--root <folder>` fixes the content of another checkout: the fix workflow runs this file from
 * the base branch on the pull request's files. It only reads and writes content files there,
 * never through a symbolic link and never outside the folder, and runs nothing of it.
 */
import {lstatSync, readFileSync, realpathSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {printForGitHub} from '../../lib/githubOutput';
import {escapeHtml} from '../../src/lib/escapeHtml';
import {checkContent, type Finding} from './content';
import {
  describeShrink,
  renamedUrl,
  shrinkFile,
  ShrinkError,
  type ShrinkResult,
} from './shrink-images';

/** Enough for fixes that uncover the next (a heading whose level was fixed, then the next one). */
const MAX_ROUNDS = 10;

/** One line a fix rewrote. */
export interface LineChange {
  /** Path from the site root, with forward slashes. */
  file: string;
  line: number;
  before: string;
  after: string;
}

export interface PhotoFix {
  result: ShrinkResult;
  /** The lines showing a converted photo, rewritten with its new name. */
  lines: LineChange[];
}

/** Whether `file` may be written: a file of its own inside `root`, not a link out of it. */
function isOwnFile(root: string, file: string): boolean {
  const absolute = path.join(root, file);
  try {
    if (lstatSync(absolute).isSymbolicLink()) return false;
    const real = realpathSync(absolute);
    return real.startsWith(`${realpathSync(root)}${path.sep}`);
  } catch {
    return false;
  }
}

/** Rewrites lines of `file` (1-based line → new text), keeping its line endings. */
function rewriteLines(root: string, file: string, edits: Map<number, string>): LineChange[] {
  if (!isOwnFile(root, file)) return [];
  const absolute = path.join(root, file);
  const lines = readFileSync(absolute, 'utf8').split('\n');
  const changes: LineChange[] = [];
  for (const [line, text] of edits) {
    if (line > lines.length) continue;
    const current = lines[line - 1];
    const ending = current.endsWith('\r') ? '\r' : '';
    const before = current.slice(0, current.length - ending.length);
    if (before === text) continue;
    lines[line - 1] = `${text}${ending}`;
    changes.push({file, line, before, after: text});
  }
  if (changes.length > 0) writeFileSync(absolute, lines.join('\n'));
  return changes;
}

/** Each change of a line once, from what it was first to what it became last, in file order. */
function merged(changes: LineChange[]): LineChange[] {
  const byLine = new Map<string, LineChange>();
  for (const change of changes) {
    const key = `${change.file}\0${change.line}`;
    const first = byLine.get(key);
    byLine.set(key, first ? {...first, after: change.after} : change);
  }
  return [...byLine.values()]
    .filter(({before, after}) => before !== after)
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

const lineFixes = (findings: Finding[]) =>
  findings.flatMap(({file, fix}) => (fix && 'line' in fix ? [{file, ...fix}] : []));

/**
 * Applies every line fix of the check at `root`, round after round until none is left: a fix may
 * let the check see the next mistake (the heading after a fixed one). Returns what changed.
 */
export function fixText(root: string, now = new Date()): LineChange[] {
  const changes: LineChange[] = [];
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const byFile = new Map<string, Map<number, string>>();
    const fixes = lineFixes(checkContent(root, now).findings);
    const waiting = new Set(fixes.filter(({last}) => !last).map(({file}) => file));
    for (const {file, line, text, last} of fixes) {
      if (last && waiting.has(file)) continue;
      const edits = byFile.get(file) ?? new Map<number, string>();
      // One fix a line a round: the next round sees the line as this fix left it.
      if (!edits.has(line)) edits.set(line, text);
      byFile.set(file, edits);
    }
    const applied = [...byFile].flatMap(([file, edits]) => rewriteLines(root, file, edits));
    if (applied.length === 0) break;
    changes.push(...applied);
  }
  return merged(changes);
}

/**
 * Shrinks or converts every photo the check at `root` names, and rewrites the lines that show a
 * converted one. A photo that cannot be made smaller is named in `failures`, the rest still fixed.
 */
export async function fixPhotos(
  root: string,
  now = new Date(),
): Promise<{photos: PhotoFix[]; failures: string[]}> {
  const photos = new Set(
    checkContent(root, now).findings.flatMap(({fix}) => (fix && 'photo' in fix ? [fix.photo] : [])),
  );
  const fixed: PhotoFix[] = [];
  const failures: string[] = [];
  for (const photo of [...photos].sort()) {
    if (!isOwnFile(root, photo)) continue;
    const absolute = path.join(root, photo);
    try {
      const result = await shrinkFile(absolute, root);
      const byFile = new Map<string, Map<number, string>>();
      for (const {file, line, url} of result.references) {
        const relative = path.relative(root, file).split(path.sep).join('/');
        const edits = byFile.get(relative) ?? new Map<number, string>();
        const text = edits.get(line) ?? readFileSync(file, 'utf8').split(/\r?\n/)[line - 1];
        edits.set(line, text.replace(url, renamedUrl(url, result.source, result.output)));
        byFile.set(relative, edits);
      }
      const lines = [...byFile].flatMap(([file, edits]) => rewriteLines(root, file, edits));
      fixed.push({result, lines});
    } catch (error) {
      if (!(error instanceof ShrinkError)) throw error;
      failures.push(error.message.replaceAll(`${root}${path.sep}`, ''));
    }
  }
  return {photos: fixed, failures};
}

const describeLine = ({line, before, after}: LineChange) =>
  `  ${line} 行目: 「${before.trim()}」→「${after.trim()}」`;

/** What the photo fixes changed and which photos could not be fixed, in Japanese. */
function describePhotos(root: string, photos: PhotoFix[], failures: string[]): string[] {
  return [
    ...photos.flatMap(({result, lines}) => [
      ...describeShrink(result, root),
      ...lines.map((change) => `  ${change.file} の ${describeLine(change).trim()}`),
    ]),
    ...failures,
  ];
}

/** What the fixes changed, in Japanese, by file; the photos after the text. */
export function describeFixes(
  root: string,
  text: LineChange[],
  photos: PhotoFix[],
  failures: string[],
): string[] {
  const lines: string[] = [];
  for (const [index, change] of text.entries()) {
    if (text[index - 1]?.file !== change.file) lines.push(change.file);
    lines.push(describeLine(change));
  }
  lines.push(...describePhotos(root, photos, failures));
  const count = text.length + photos.length;
  lines.push(
    '',
    count === 0
      ? '自動で直せるところはありませんでした。'
      : `✔ ${count} か所を直しました。npm run check で、ほかに直すところがないか確かめてください。`,
  );
  return lines;
}

/**
 * A pull request comment on the photo fixes (`report`, as describeFixes words them): what the
 * fix workflow changed, or what to do when it cannot commit them.
 */
export function photoComment(report: string[], {fork}: {fork: boolean}): string {
  const escaped = escapeHtml(report.join('\n').trim());
  const intro = fork
    ? [
        '## 写真を直してください',
        '',
        'このプルリクエストは別のリポジトリ（フォーク）から作られているため、直した写真を自動でコミットできません。次の写真を直して、アップロードし直してください。',
        '',
        '- iPhone の写真（HEIC）は、写真アプリで JPEG として書き出します。iPhone の「設定」→「カメラ」→「フォーマット」で「互換性優先」を選ぶと、初めから JPEG で保存されます。ファイル名が .jpg に変わるので、本文の行も書き換えます。',
        '- 大きすぎる写真は、写真アプリの「サイズ変更」で横幅 1600 ピクセルほどにします。',
        '',
        '自動で直すと、次のようになるはずでした。',
      ]
    : [
        '## 写真を直して、このブランチにコミットしました',
        '',
        '内容のチェックが見つけた写真を、自動で直しました（撮影場所などの情報も消しています）。変わった内容は次のとおりです。',
      ];
  const outro = fork
    ? []
    : [
        '',
        'このあと続けて編集するときは、このコミットを含む最新の状態から始めてください。チェックはもう一度自動で動きます。',
      ];
  return [...intro, '', '<pre>', escaped, '</pre>', ...outro, ''].join('\n');
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(args: string[]) {
  const root = path.resolve(option(args, '--root') ?? path.join(import.meta.dirname, '../..'));
  const onlyText = args.includes('--text');
  const onlyPhotos = args.includes('--photos');
  const text = onlyPhotos ? [] : fixText(root);
  const {photos, failures} = onlyText ? {photos: [], failures: []} : await fixPhotos(root);
  // The lines quote the pull request's files: on GitHub they are fenced, never run as commands.
  const readable = describeFixes(root, text, photos, failures);
  printForGitHub(readable, [], process.env.GITHUB_ACTIONS === 'true');
  const comment = option(args, '--comment');
  if (comment && photos.length > 0) {
    const report = describePhotos(root, photos, failures);
    writeFileSync(comment, photoComment(report, {fork: args.includes('--fork')}));
  }
  if (failures.length > 0) process.exitCode = 1;
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
