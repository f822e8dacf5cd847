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
import {inspect} from 'node:util';
import {printForGitHub} from '../../lib/githubOutput';
import {escapeHtml} from '../../src/lib/escapeHtml';
import {checkContent} from './content/run-checks';
import {lineEdit} from './content/lines';
import type {Edit, Finding} from './content/rule-types';
import {
  describeShrink,
  renamedUrl,
  shrinkFile,
  ShrinkError,
  type ShrinkResult,
} from './shrink-images';

/** A stop for fixes that would undo each other; real ones settle in a few passes. */
const MAX_PASSES = 10;

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

/** The replacement a message of the check expects, when it knows one for sure. */
const editOf = ({place, expected, last}: Finding): Edit | undefined =>
  place && 'start' in place && expected?.length === 1
    ? ({start: place.start, end: place.end, expected: expected[0], last} as Edit)
    : undefined;

/**
 * Makes `edits` in `file` in one pass, from the end backwards so that each one's offsets still
 * hold. An edit overlapping one already made waits for the next check, and so do the edits
 * marked `last` until no other is left. Returns whether the file changed.
 */
function applyEdits(root: string, file: string, edits: Edit[]): boolean {
  const now = edits.some(({last}) => !last) ? edits.filter(({last}) => !last) : edits;
  const absolute = path.join(root, file);
  const original = readFileSync(absolute, 'utf8');
  let text = original;
  let from = Infinity;
  // Findings that share a fix (several problems of one front matter line) make it once.
  const unique = new Map(
    now.map(({start, end, expected}) => [
      `${start.offset}:${end.offset}:${expected}`,
      {start: start.offset, end: end.offset, expected},
    ]),
  );
  for (const {start, end, expected} of [...unique.values()].sort(
    (a, b) => b.start - a.start || b.end - a.end,
  )) {
    if (end > from) continue;
    text = `${text.slice(0, start)}${expected}${text.slice(end)}`;
    from = start;
  }
  if (text === original) return false;
  writeFileSync(absolute, text);
  return true;
}

/** The lines that differ between what each file was (`before`) and what it is now. */
function changedLines(root: string, before: Map<string, string>): LineChange[] {
  const lines = (text: string) => text.split('\n').map((line) => line.replace(/\r$/, ''));
  return [...before]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([file, text]) => {
      const after = lines(readFileSync(path.join(root, file), 'utf8'));
      return lines(text).flatMap((line, index) =>
        line === after[index] ? [] : [{file, line: index + 1, before: line, after: after[index]}],
      );
    });
}

/** Reads each file of `files` once, before it is first changed. */
function remember(root: string, before: Map<string, string>, files: Iterable<string>): void {
  for (const file of files) {
    if (!before.has(file)) before.set(file, readFileSync(path.join(root, file), 'utf8'));
  }
}

/**
 * Makes every edit the check at `root` knows for sure, a pass over each file at a time. The check
 * runs again after a pass that changed something: an edit may have waited, or uncovered the next
 * mistake (the closing line of a fixed admonition). Returns the lines that changed.
 */
export async function fixText(root: string, now = new Date()): Promise<LineChange[]> {
  const before = new Map<string, string>();
  for (let pass = 0, changed = true; changed && pass < MAX_PASSES; pass += 1) {
    const byFile = new Map<string, Edit[]>();
    for (const message of (await checkContent(root, now)).findings) {
      const edit = editOf(message);
      if (edit && isOwnFile(root, message.file)) {
        byFile.set(message.file, [...(byFile.get(message.file) ?? []), edit]);
      }
    }
    remember(root, before, byFile.keys());
    changed = [...byFile].map(([file, edits]) => applyEdits(root, file, edits)).some(Boolean);
  }
  return changedLines(root, before);
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
    (await checkContent(root, now)).findings.flatMap(({photo}) => (photo ? [photo] : [])),
  );
  const fixed: PhotoFix[] = [];
  const failures: string[] = [];
  for (const photo of [...photos].sort()) {
    if (!isOwnFile(root, photo)) continue;
    const absolute = path.join(root, photo);
    try {
      const result = await shrinkFile(absolute, root);
      const before = new Map<string, string>();
      const byFile = new Map<string, Edit[]>();
      for (const {file, line, url} of result.references) {
        const relative = path.relative(root, file).split(path.sep).join('/');
        if (!isOwnFile(root, relative)) continue;
        remember(root, before, [relative]);
        const text = before.get(relative) ?? '';
        const shown = text.split(/\r?\n/)[line - 1];
        const renamed = shown.replace(url, renamedUrl(url, result.source, result.output));
        byFile.set(relative, [...(byFile.get(relative) ?? []), lineEdit(text, line, renamed)]);
      }
      for (const [file, edits] of byFile) applyEdits(root, file, edits);
      const lines = changedLines(root, before);
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
 * The truth about a fixed photo: the pull request's history (its branch, and GitHub's
 * refs/pull/N/head) keeps the original, which only the owner can have removed (README).
 */
const ORIGINAL_IN_HISTORY =
  '直す前の写真は、このプルリクエストの履歴に残っています。撮影場所（GPS）が記録された写真なら、リポジトリの管理者に知らせてください。履歴から消すには、管理者の作業が要ります。';

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
        '- サイトの「写真を記事用に整える」ページ（/editors/photos）で写真を選ぶと、400 KB 以下の JPEG になり、撮影場所などの情報も消えます。ファイル名が変わるときは、本文の行も書き換えます。',
        '- iPhone の写真（HEIC）は、写真アプリで JPEG として書き出すこともできます。iPhone の「設定」→「カメラ」→「フォーマット」で「互換性優先」を選ぶと、初めから JPEG で保存されます。ファイル名が .jpg に変わるので、本文の行も書き換えます。',
        '- 大きすぎる写真は、写真アプリの「サイズ変更」で横幅 1600 ピクセルほどにします。',
        '',
        ORIGINAL_IN_HISTORY,
        '',
        '自動で直すと、次のようになるはずでした。',
      ]
    : [
        '## 写真を直して、このブランチにコミットしました',
        '',
        '内容のチェックが見つけた写真を、自動で直しました（撮影場所などの情報も消しています）。',
        '',
        `ただし、${ORIGINAL_IN_HISTORY}次からは、サイトの「写真を記事用に整える」ページ（/editors/photos）で写真を整えてからアップロードしてください。`,
        '',
        '変わった内容は次のとおりです。',
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

const IN_GITHUB_ACTIONS = process.env.GITHUB_ACTIONS === 'true';

async function main(args: string[]) {
  const root = path.resolve(option(args, '--root') ?? path.join(import.meta.dirname, '../..'));
  const onlyText = args.includes('--text');
  const onlyPhotos = args.includes('--photos');
  const text = onlyPhotos ? [] : await fixText(root);
  const {photos, failures} = onlyText ? {photos: [], failures: []} : await fixPhotos(root);
  // The lines quote the pull request's files: on GitHub they are fenced, never run as commands.
  const readable = describeFixes(root, text, photos, failures);
  printForGitHub(readable, [], IN_GITHUB_ACTIONS);
  const comment = option(args, '--comment');
  if (comment && photos.length > 0) {
    const report = describePhotos(root, photos, failures);
    writeFileSync(comment, photoComment(report, {fork: args.includes('--fork')}));
  }
  if (failures.length > 0) process.exitCode = 1;
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    // An error can quote a file's name or text too: fenced like the report, on its own stream.
    printForGitHub(inspect(error).split('\n'), [], IN_GITHUB_ACTIONS, console.error);
    process.exitCode = 1;
  });
}
