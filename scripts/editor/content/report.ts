/**
 * How the content check prints its findings: as text for the editor, as GitHub workflow commands
 * (annotations) on a pull request, and as the job summary's table. Editor text (titles, tags,
 * file names, slugs) is untrusted here: it must not start a workflow command or become markup.
 */
import {summary as jobSummary} from '@actions/core';
import {
  ANNOTATIONS_SHOWN_PER_STEP,
  printForGitHub,
  shownAnnotations,
  type Annotation,
} from '../../../lib/githubOutput';
import type {ChangedFile} from '../../../lib/changedFiles';
import {escapeHtml} from '../../../src/lib/escapeHtml';
import type {ContentPage, Finding} from './rule-types';

const asAnnotation = ({file, line, fatal, message}: Finding): Annotation => ({
  level: fatal ? 'error' : 'notice',
  file,
  line,
  title: '内容のチェック',
  message,
});

/** The findings as the editor reads them, grouped by file, with the closing verdict. */
function readableLines(findings: Finding[], fileCount: number): string[] {
  const byFile = new Map<string, Finding[]>();
  for (const finding of findings) {
    byFile.set(finding.file, [...(byFile.get(finding.file) ?? []), finding]);
  }
  const lines: string[] = [];
  for (const [file, items] of byFile) {
    lines.push('', file);
    for (const {line, fatal, message} of items.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))) {
      const where = line ? `${line} 行目` : '全体';
      lines.push(`  ${where}  ${fatal ? 'エラー' : 'お知らせ'}  ${message}`);
    }
  }
  const errors = findings.filter(({fatal}) => fatal).length;
  const notices = findings.length - errors;
  lines.push(
    '',
    errors > 0
      ? `✖ 内容のチェック: ${fileCount} ファイル中 ${errors} 件のエラーがあります。上の行を直してから、もう一度 npm run check を実行してください。`
      : notices > 0
        ? `✔ 内容のチェック: ${fileCount} ファイルにエラーはありません。上のお知らせ ${notices} 件を確かめてください。`
        : `✔ 内容のチェック: ${fileCount} ファイルに問題は見つかりませんでした。`,
  );
  return lines;
}

/** The findings in the pull request's changed files first, each file's in their order. */
const changedFirst = (findings: Finding[], changed: ReadonlySet<string>) => [
  ...findings.filter(({file}) => changed.has(file)),
  ...findings.filter(({file}) => !changed.has(file)),
];

/**
 * The annotations GitHub will show, the changed files' first (it shows only so many per step,
 * and those appear on the lines in "Files changed"), and how many findings are only in the log.
 */
export function annotations(findings: Finding[], changed: ReadonlySet<string>) {
  return shownAnnotations(changedFirst(findings, changed).map(asAnnotation));
}

/** Prints the readable lines, the changed files' first, and on GitHub the annotations it shows. */
export function print(
  findings: Finding[],
  fileCount: number,
  inGitHub: boolean,
  changed: ReadonlySet<string> = new Set(),
): void {
  printForGitHub(
    readableLines(changedFirst(findings, changed), fileCount),
    annotations(findings, changed).shown,
    inGitHub,
  );
}

function status(page: ContentPage): string {
  if (page.draft) return '下書き（公開されません）';
  if (page.scheduled) return `${page.date} に公開予定`;
  if (page.unlisted) return '限定公開（URL を知っている人だけ）';
  return '公開';
}

/**
 * The job summary (HTML, through `@actions/core`): what the pull request adds, changes or
 * removes, as a reader will find it, and how many findings GitHub shows only in the log
 * (`onlyInLog`, from `annotations`). `@actions/core` does not escape cells: editor text is escaped here.
 */
export function summary(
  changed: ChangedFile[],
  pages: ContentPage[],
  findings: Finding[],
  siteUrl: string,
  onlyInLog: number,
) {
  const rows = changed.map(({change, file}) => {
    const page = pages.find((candidate) => candidate.file === file);
    const url = page && escapeHtml(`${siteUrl.replace(/\/$/, '')}${page.route}`);
    return [
      ({A: '追加', M: '修正', D: '削除'} as Record<string, string>)[change] ?? escapeHtml(change),
      escapeHtml(file),
      escapeHtml(page?.title ?? '') || '—',
      url ? `<a href="${url}">${url}</a>` : '—',
      page ? status(page) : '—',
    ];
  });
  const errors = findings.filter(({fatal}) => fatal).length;
  const header = ['変更', 'ファイル', 'タイトル', '公開後の URL', '状態'];
  jobSummary.emptyBuffer().addHeading('このプルリクエストで変わるページ', 2);
  if (rows.length > 0) {
    jobSummary.addTable([header.map((data) => ({data, header: true})), ...rows]);
  } else jobSummary.addRaw('<p>記事やページの変更はありません。</p>', true);
  jobSummary.addRaw(
    errors > 0
      ? `<p><strong>内容のチェックで ${errors} 件のエラーがあります。</strong> 「Files changed」タブの該当行に理由が表示されています。</p>`
      : '<p>内容のチェックでエラーはありませんでした。</p>',
    true,
  );
  if (onlyInLog > 0) {
    jobSummary.addRaw(
      `<p>GitHub が行に表示する指摘は、エラーとお知らせそれぞれ ${ANNOTATIONS_SHOWN_PER_STEP} 件までです。` +
        `このプルリクエストで変えたファイルの指摘から表示しています。残りの ${onlyInLog} 件は、このジョブのログにだけ出ています。</p>`,
      true,
    );
  }
  return jobSummary;
}
