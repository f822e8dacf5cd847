/**
 * What the content check prints on GitHub: editor text (titles, tags, file names, slugs) can
 * neither forge a workflow command nor become markup in the job summary, and a pull request's own
 * findings are the ones GitHub shows on its lines.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {ContentPage, Finding} from '../../scripts/editor/content/run-checks';
import {changedFiles, contentChanges} from '../../lib/changedFiles';
import {findingAt} from '../../scripts/editor/content/rule-types';
import {annotations, print, summary} from '../../scripts/editor/content/report';

const FORGED = '\n::stop-commands::x\n::error::forged';
const HOSTILE_FILE = 'blog/2026-05-03-夏::error::x,y%0A/index.md';

const finding = findingAt(HOSTILE_FILE, 5, `タグ「news${FORGED}」は blog/tags.yml にありません。`);

/** What `print` writes to standard output (console and `@actions/core` both), line by line. */
function output(...args: Parameters<typeof print>): string[] {
  const written: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk: string) => written.push(chunk) > 0;
  try {
    print(...args);
  } finally {
    process.stdout.write = write;
  }
  return written.join('').replace(/\n$/, '').split('\n');
}

/** The lines GitHub's runner reads as commands: after trimming, they start with `::`. */
const commandsIn = (lines: string[]) =>
  lines
    .join('\n')
    .split(/\r?\n/)
    .filter((line) => line.trimStart().startsWith('::'));

/** The finding's annotation: one escaped command, the forged ones inside it inert. */
const ANNOTATION =
  '::error title=内容のチェック,file=blog/2026-05-03-夏%3A%3Aerror%3A%3Ax%2Cy%250A/index.md,line=5::' +
  'タグ「news%0A::stop-commands::x%0A::error::forged」は blog/tags.yml にありません。';

test('on GitHub, only the fence and the one escaped annotation are commands; the readable lines are fenced and escaped', () => {
  const lines = output([finding], 1, true);
  const commands = commandsIn(lines);
  const [stop, resume, ...annotations] = commands;
  const token = /^::stop-commands::([\w-]{36})$/.exec(stop)?.[1];
  assert.ok(token, stop);
  assert.equal(resume, `::${token}::`);
  assert.deepEqual(annotations, [ANNOTATION]);
  // The readable part sits between the fence's two lines, one line per printed line.
  const readable = lines.slice(1, lines.indexOf(resume));
  assert.ok(readable.every((line) => !/[\r\n]/.test(line)));
  assert.ok(readable.includes(HOSTILE_FILE));
});

test('off GitHub the lines are printed as they are', () => {
  assert.ok(output([finding], 1, false).includes(HOSTILE_FILE));
});

const page = (file: string, title: string, route: string): ContentPage => ({
  kind: 'blog',
  file,
  route,
  title,
  draft: false,
  unlisted: false,
  scheduled: false,
});

test('the job summary has one row per changed file, hostile titles and slugs escaped', () => {
  const file = 'blog/2026-05-03-夏休み|体験会/index.md';
  const text = summary(
    [
      {change: 'A', file},
      {change: 'A', file: 'blog/2026-05-03-夏休み|体験会/写真.jpg'},
    ],
    [page(file, '<b>夏</b> | [罠](https://evil.example)', '/blog/a"><script>')],
    [],
    'https://school.example/',
    0,
  ).stringify();
  const rows = text.match(/<tr>.*?<\/tr>/g) ?? [];
  assert.equal(rows.length, 3, text);
  assert.equal(
    rows[1],
    '<tr><td>追加</td><td>blog/2026-05-03-夏休み|体験会/index.md</td><td>&lt;b&gt;夏&lt;/b&gt; | [罠](https://evil.example)</td>' +
      '<td><a href="https://school.example/blog/a&quot;&gt;&lt;script&gt;">https://school.example/blog/a&quot;&gt;&lt;script&gt;</a></td><td>公開</td></tr>',
  );
  assert.equal(
    rows[2],
    '<tr><td>追加</td><td>blog/2026-05-03-夏休み|体験会/写真.jpg</td><td>—</td><td>—</td><td>—</td></tr>',
  );
});

test('changed files come from git with Japanese names and spaces as written, with no empty entry', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'content-report-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: root,
      encoding: 'utf8',
    });
  try {
    git('init', '-q', '-b', 'main');
    writeFileSync(path.join(root, 'README.md'), 'base\n');
    git('add', '.');
    git('commit', '-qm', 'base');
    git('checkout', '-qb', 'post');
    for (const file of ['blog/2026-05-03-夏休み 体験会/index.md', 'docs/改行\nの名前.md']) {
      mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
      writeFileSync(path.join(root, file), '本文\n');
    }
    git('add', '.');
    git('commit', '-qm', 'post');
    assert.deepEqual(contentChanges(changedFiles(root, 'main')), [
      {change: 'A', file: 'blog/2026-05-03-夏休み 体験会/index.md'},
      {change: 'A', file: 'docs/改行\nの名前.md'},
    ]);
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});

describe('GitHub shows 10 error and 10 notice annotations per step', () => {
  const CHANGED = 'blog/2026-05-03-new/index.md';
  const at = (file: string, severity: 'error' | 'notice', count: number): Finding[] =>
    Array.from({length: count}, (_, index) =>
      findingAt(
        file,
        index + 1,
        `${file} の ${index + 1} 行目`,
        severity === 'notice' || undefined,
      ),
    );
  // In file order the changed post comes last, after more findings than GitHub shows.
  const findings = [...at('docs/a.md', 'error', 12), ...at('docs/b.md', 'notice', 11)];
  findings.push(...at(CHANGED, 'error', 1), ...at(CHANGED, 'notice', 1));
  const changed = new Set([CHANGED]);

  test('the changed files’ findings are annotated first, and no more than GitHub shows', () => {
    const written = commandsIn(output(findings, 3, true, changed)).filter((line) =>
      /^::(error|notice) /.test(line),
    );
    assert.equal(written.filter((line) => line.startsWith('::error ')).length, 10);
    assert.equal(written.filter((line) => line.startsWith('::notice ')).length, 10);
    const first = (level: string) => written.find((line) => line.startsWith(`::${level} `)) ?? '';
    assert.match(first('error'), /file=blog\/2026-05-03-new\/index\.md,line=1::/);
    assert.match(first('notice'), /file=blog\/2026-05-03-new\/index\.md,line=1::/);
  });

  test('the readable lines show the changed files first, and every finding', () => {
    const lines = output(findings, 3, false, changed);
    assert.ok(lines.indexOf(CHANGED) < lines.indexOf('docs/a.md'), lines.join('\n'));
    assert.equal(lines.filter((line) => / 行目 {2}/.test(line)).length, findings.length);
  });

  test('the summary says how many findings are only in the log', () => {
    const {onlyInLog} = annotations(findings, changed);
    assert.equal(onlyInLog, 3 + 2);
    const text = summary(
      [{change: 'A', file: CHANGED}],
      [],
      findings,
      'https://school.example/',
      onlyInLog,
    ).stringify();
    assert.match(text, /残りの 5 件は、このジョブのログにだけ出ています/);
    assert.doesNotMatch(
      summary([], [], findings.slice(0, 3), 'https://school.example/', 0).stringify(),
      /ログにだけ/,
    );
  });
});
