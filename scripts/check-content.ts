/**
 * `npm run check:content`: the editors' content check (see CONTRIBUTING.md). Prints each finding
 * with its file and line in Japanese, as GitHub annotations on a pull request, and with
 * `--summary-base <ref>` writes what the pull request adds or changes to the job summary.
 */
import {execFileSync} from 'node:child_process';
import {appendFileSync} from 'node:fs';
import path from 'node:path';
import sidebars from '../sidebars';
import {navbar} from '../config/navbar';
import {school} from '../src/data/school';
import {
  checkContent,
  checkDocReferences,
  type ContentPage,
  type DocReference,
  type Finding,
} from './lib/content';

const ROOT = path.resolve(import.meta.dirname, '..');
const IN_GITHUB_ACTIONS = process.env.GITHUB_ACTIONS === 'true';

/** Every doc id the sidebars and the navbar link to. */
function docReferences(): DocReference[] {
  const references: DocReference[] = [];
  const walk = (item: unknown) => {
    if (typeof item === 'string') references.push({file: 'sidebars.ts', id: item});
    else if (Array.isArray(item)) item.forEach(walk);
    else if (item && typeof item === 'object') {
      const entry = item as {type?: string; id?: string; items?: unknown; link?: unknown};
      if ((entry.type === 'doc' || entry.type === 'ref') && entry.id) {
        references.push({file: 'sidebars.ts', id: entry.id});
      }
      if (entry.items) walk(entry.items);
      if (entry.link) walk(entry.link);
    }
  };
  Object.values(sidebars).forEach(walk);
  for (const item of navbar.items) {
    if ('docId' in item && item.docId) references.push({file: 'config/navbar.ts', id: item.docId});
  }
  return references;
}

/** GitHub workflow command escaping (https://github.com/actions/toolkit, command.ts). */
const escapeData = (text: string) =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

function annotate({file, line, severity, message}: Finding): void {
  const properties = [
    `file=${escapeProperty(file)}`,
    line ? `line=${line}` : '',
    'title=内容のチェック',
  ]
    .filter(Boolean)
    .join(',');
  console.log(
    `::${severity === 'error' ? 'error' : 'notice'} ${properties}::${escapeData(message)}`,
  );
}

function print(findings: Finding[], fileCount: number): void {
  const byFile = new Map<string, Finding[]>();
  for (const finding of findings) {
    byFile.set(finding.file, [...(byFile.get(finding.file) ?? []), finding]);
  }
  for (const [file, items] of byFile) {
    console.log(`\n${file}`);
    for (const {line, severity, message} of items.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))) {
      const where = line ? `${line} 行目` : '全体';
      console.log(`  ${where}  ${severity === 'error' ? 'エラー' : 'お知らせ'}  ${message}`);
    }
  }
  const errors = findings.filter(({severity}) => severity === 'error').length;
  const notices = findings.length - errors;
  console.log(
    errors > 0
      ? `\n✖ 内容のチェック: ${fileCount} ファイル中 ${errors} 件のエラーがあります。上の行を直してから、もう一度 npm run check を実行してください。`
      : notices > 0
        ? `\n✔ 内容のチェック: ${fileCount} ファイルにエラーはありません。上のお知らせ ${notices} 件を確かめてください。`
        : `\n✔ 内容のチェック: ${fileCount} ファイルに問題は見つかりませんでした。`,
  );
}

function status(page: ContentPage): string {
  if (page.draft) return '下書き（公開されません）';
  if (page.scheduled) return `${page.date} に公開予定`;
  if (page.unlisted) return '限定公開（URL を知っている人だけ）';
  return '公開';
}

/** The job summary: what the pull request adds, changes or removes, as a reader will find it. */
function summary(pages: ContentPage[], findings: Finding[], base: string): string {
  const changed = execFileSync(
    'git',
    ['diff', '--name-status', '--no-renames', `${base}...HEAD`, '--', 'blog', 'docs', 'src/pages'],
    {cwd: ROOT, encoding: 'utf8'},
  )
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t') as [string, string]);
  const siteUrl = process.env.PREVIEW_URL ?? school.siteUrl;
  const rows = changed.flatMap(([change, file]) => {
    const page = pages.find((candidate) => candidate.file === file);
    const what = {A: '追加', M: '修正', D: '削除'}[change] ?? change;
    if (!page) return [`| ${what} | \`${file}\` | | | |`];
    const url = `${siteUrl.replace(/\/$/, '')}${page.route}`;
    return [`| ${what} | \`${file}\` | ${page.title ?? ''} | ${url} | ${status(page)} |`];
  });
  const errors = findings.filter(({severity}) => severity === 'error');
  return [
    '## このプルリクエストで変わるページ',
    '',
    rows.length > 0
      ? [
          '| 変更 | ファイル | タイトル | 公開後の URL | 状態 |',
          '| --- | --- | --- | --- | --- |',
          ...rows,
        ].join('\n')
      : '記事やページの変更はありません。',
    '',
    errors.length > 0
      ? `**内容のチェックで ${errors.length} 件のエラーがあります。** 「Files changed」タブの該当行に理由が表示されています。`
      : '内容のチェックでエラーはありませんでした。',
    '',
  ].join('\n');
}

function main(args: string[]): void {
  const baseIndex = args.indexOf('--summary-base');
  const {pages, findings} = checkContent(ROOT);
  findings.push(...checkDocReferences(ROOT, docReferences(), pages));
  const files = new Set(pages.map(({file}) => file)).size;
  print(findings, files);
  if (IN_GITHUB_ACTIONS) findings.forEach(annotate);
  if (baseIndex >= 0) {
    const text = summary(pages, findings, args[baseIndex + 1]);
    const target = process.env.GITHUB_STEP_SUMMARY;
    if (target) appendFileSync(target, text);
    else console.log(`\n${text}`);
  }
  if (findings.some(({severity}) => severity === 'error')) process.exitCode = 1;
}

main(process.argv.slice(2));
