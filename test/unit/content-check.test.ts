/**
 * The editors' content check (`npm run check:content`) on a small site made for each case: every
 * mistake that the build would publish silently is an error naming the file and line in Japanese;
 * drafts and scheduled posts are reported, not errors.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {checkContent, checkDocReferences, parseDate, type Finding} from '../../scripts/lib/content';

const NOW = new Date('2026-11-22T03:00:00Z');

const post = (frontMatter: string, body = '## 見出し\n\n本文です。') =>
  `---\n${frontMatter}\nauthors: [teacher]\ntags: [greeting]\n---\n\n書き出しです。\n\n<!-- truncate -->\n\n${body}\n`;

const BASE: Record<string, string | Buffer> = {
  'blog/tags.yml':
    'greeting:\n  label: あいさつ\n  permalink: /greeting\n  description: ごあいさつ\n',
  'blog/authors.yml': 'teacher:\n  name: 講師\n',
  'blog/2026-01-15-first/index.md': post('slug: first\ntitle: 最初の記事'),
  'docs/intro/intro.md': '---\nslug: /intro/intro\ntitle: はじめに\n---\n\n## 概要\n\n本文です。\n',
};

/** Runs the check on the base site plus `files`; returns the findings as "file:line severity". */
function check(files: Record<string, string | Buffer>) {
  const root = mkdtempSync(path.join(tmpdir(), 'content-check-'));
  try {
    for (const [file, text] of Object.entries({...BASE, ...files})) {
      mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
      writeFileSync(path.join(root, file), text);
    }
    return {root, ...checkContent(root, NOW)};
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

function only(findings: Finding[], severity: Finding['severity'] = 'error'): Finding {
  const matching = findings.filter((finding) => finding.severity === severity);
  assert.equal(matching.length, 1, JSON.stringify(findings, null, 2));
  return matching[0];
}

test('the base site passes', () => {
  assert.deepEqual(check({}).findings, []);
});

describe('errors name the file and line and say what to do', () => {
  const clashes = [
    {
      mistake: 'a second post with the same slug',
      existing: ['blog/2026-01-15-first/index.md', 2],
      added: ['blog/2026-02-01-again/index.md', 2, post('slug: first\ntitle: 別の記事')],
      route: '/blog/first',
    },
    {
      mistake: 'a doc slug that collides with another doc',
      existing: ['docs/intro/intro.md', 2],
      added: ['docs/intro/other.md', 3, '---\ntitle: 別のページ\nslug: intro\n---\n\n本文です。\n'],
      route: '/docs/intro/intro',
    },
  ] as const;
  for (const {mistake, existing, added, route} of clashes) {
    test(`${mistake} names both files`, () => {
      const [addedFile, addedLine, source] = added;
      const findings = check({[addedFile]: source}).findings;
      assert.deepEqual(
        findings.map(({file, line, severity}) => [file, line, severity]),
        [
          [...existing, 'error'],
          [addedFile, addedLine, 'error'],
        ],
      );
      assert.ok(findings[0].message.includes(`URL ${route} が ${addedFile} と重なっています`));
      assert.ok(findings[1].message.includes(`URL ${route} が ${existing[0]} と重なっています`));
    });
  }

  const cases: {
    mistake: string;
    files: Record<string, string | Buffer>;
    file: string;
    line?: number;
    says: RegExp;
  }[] = [
    {
      mistake: '`tag:` instead of `tags:`',
      files: {
        'blog/2026-02-01-typo/index.md':
          '---\nslug: typo\ntitle: 記事\nauthors: [teacher]\ntag: [greeting]\n---\n\n書き出し\n\n<!-- truncate -->\n',
      },
      file: 'blog/2026-02-01-typo/index.md',
      line: 5,
      says: /「tag」は使えない項目です。「tags」の書き間違いではありませんか/,
    },
    {
      mistake: 'an impossible date',
      files: {
        'blog/2026-02-01-bad-date/index.md': post('slug: bad-date\ntitle: 記事\ndate: 2024-13-45'),
      },
      file: 'blog/2026-02-01-bad-date/index.md',
      line: 4,
      says: /日付「2024-13-45」はありえない日付です/,
    },
    {
      mistake: 'an impossible date in the folder name',
      files: {'blog/2026-02-30-feb/index.md': post('slug: feb\ntitle: 記事')},
      file: 'blog/2026-02-30-feb/index.md',
      line: 1,
      says: /日付「2026-02-30」はありえない日付です/,
    },
    {
      mistake: 'a post with no date',
      files: {'blog/no-date/index.md': post('slug: no-date\ntitle: 記事')},
      file: 'blog/no-date/index.md',
      line: 1,
      says: /公開日がわかりません。フォルダー名を公開日から始めるか/,
    },
    {
      mistake: 'an image with no alt text',
      files: {
        'blog/2026-02-01-photo/index.md': post('slug: photo\ntitle: 記事', '![](./x.png)'),
        'blog/2026-02-01-photo/x.png': Buffer.alloc(100),
      },
      file: 'blog/2026-02-01-photo/index.md',
      line: 12,
      says: /画像 \.\/x\.png には説明（代替テキスト）がありません/,
    },
    {
      mistake: 'a 5 MB phone photo',
      files: {
        'blog/2026-02-01-big/index.md': post('slug: big\ntitle: 記事', '![教室](./photo.jpg)'),
        'blog/2026-02-01-big/photo.jpg': Buffer.alloc(5 * 1024 * 1024),
      },
      file: 'blog/2026-02-01-big/index.md',
      line: 12,
      says: /画像 \.\/photo\.jpg が大きすぎます（5\.0 MB、上限 400 KB）。.*npm run images:shrink -- blog\/2026-02-01-big\/photo\.jpg/,
    },
    {
      mistake: 'a title longer than a search result shows',
      files: {
        'blog/2026-02-01-long/index.md': post(
          'slug: long\ntitle: 夏休みのプログラミング体験会についての詳しいご案内と申し込み方法のお知らせ',
        ),
      },
      file: 'blog/2026-02-01-long/index.md',
      line: 3,
      says: /タイトルが長すぎます（全角で約 37 文字）/,
    },
    {
      mistake: 'a skipped heading level',
      files: {'docs/intro/skip.md': '---\ntitle: 見出し\n---\n\n## 大見出し\n\n#### 小見出し\n'},
      file: 'docs/intro/skip.md',
      line: 7,
      says: /見出しのレベルが飛んでいます（## の次が ####）。### にしてください/,
    },
    {
      mistake: '{名前} in an .mdx doc',
      files: {'docs/intro/braces.mdx': '---\ntitle: 波かっこ\n---\n\nこんにちは、{名前}さん。\n'},
      file: 'docs/intro/braces.mdx',
      line: 5,
      says: /\{名前\} は \.mdx のファイルでは JavaScript の式として読まれ.*\\\{名前\\\} と書く/,
    },
    {
      mistake: 'a<b in an .mdx doc',
      files: {'docs/intro/less.mdx': '---\ntitle: 不等号\n---\n\nもし a<b なら\n'},
      file: 'docs/intro/less.mdx',
      line: 5,
      says: /MDX として読めない書き方があります。.*&lt; と書くか/,
    },
    {
      mistake: 'a component used without its import',
      files: {'docs/intro/tabs.mdx': '---\ntitle: タブ\n---\n\n<Tabs>\n中身\n</Tabs>\n'},
      file: 'docs/intro/tabs.mdx',
      line: 5,
      says: /部品 <Tabs> が import されていません/,
    },
    {
      mistake: 'a tag that is not in tags.yml',
      files: {
        'blog/2026-02-01-event/index.md': post('slug: event\ntitle: 記事').replace(
          '[greeting]',
          '[event]',
        ),
      },
      file: 'blog/2026-02-01-event/index.md',
      line: 5,
      says: /タグ「event」は blog\/tags\.yml にありません。登録済みのタグ（greeting）/,
    },
    {
      mistake: 'an author who is not in authors.yml',
      files: {
        'blog/2026-02-01-guest/index.md': post('slug: guest\ntitle: 記事').replace(
          '[teacher]',
          '[tanaka]',
        ),
      },
      file: 'blog/2026-02-01-guest/index.md',
      line: 4,
      says: /著者「tanaka」は blog\/authors\.yml にありません。登録済みの著者（teacher）/,
    },
    {
      mistake: 'front matter that is not valid YAML',
      files: {'blog/2026-02-01-yaml/index.md': post('slug: yaml\ntitle: [夏休み]: 体験会')},
      file: 'blog/2026-02-01-yaml/index.md',
      line: 3,
      says: /フロントマター）が読み取れません/,
    },
    {
      mistake: 'a post without the read-more mark',
      files: {
        'blog/2026-02-01-whole/index.md':
          '---\nslug: whole\ntitle: 記事\nauthors: [teacher]\ntags: [greeting]\n---\n\n本文だけ\n',
      },
      file: 'blog/2026-02-01-whole/index.md',
      says: /<!-- truncate -->/,
    },
  ];

  for (const {mistake, files, file, line, says} of cases) {
    test(mistake, () => {
      const finding = only(check(files).findings);
      assert.equal(finding.file, file);
      assert.equal(finding.line, line);
      assert.match(finding.message, says);
    });
  }
});

describe('drafts and scheduled posts are reported, not errors', () => {
  test('a draft is never published, and says so', () => {
    const {findings, pages} = check({
      'blog/2026-02-01-draft/index.md': post('slug: draft\ntitle: 下書き\ndraft: true'),
    });
    assert.match(only(findings, 'notice').message, /下書き（draft: true）なので公開されません/);
    assert.equal(findings.filter(({severity}) => severity === 'error').length, 0);
    assert.equal(pages.find(({route}) => route === '/blog/draft')?.draft, true);
  });

  test('a post dated after today says the day it appears', () => {
    const {findings, pages} = check({
      'blog/2026-12-01-later/index.md': post('slug: later\ntitle: 予告'),
    });
    assert.match(
      only(findings, 'notice').message,
      /公開日が 2026-12-01 なので、まだ公開されません/,
    );
    assert.equal(pages.find(({route}) => route === '/blog/later')?.scheduled, true);
  });

  test('a post dated today is published', () => {
    const {findings} = check({'blog/2026-11-22-today/index.md': post('slug: today\ntitle: 今日')});
    assert.deepEqual(findings, []);
  });
});

test('a sidebar entry for a doc that was deleted names sidebars.ts and its line', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'content-check-'));
  try {
    writeFileSync(
      path.join(root, 'sidebars.ts'),
      "export default {\n  tutorial: [\n    'intro/gone',\n  ],\n};\n",
    );
    const [finding] = checkDocReferences(root, [{file: 'sidebars.ts', id: 'intro/gone'}], []);
    assert.equal(finding.line, 3);
    assert.match(
      finding.message,
      /ページ「intro\/gone」（docs\/intro\/gone\.md または \.mdx）がありません/,
    );
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});

test('dates are calendar dates, never rolled over', () => {
  assert.equal(parseDate('2024-02-29')?.toISOString(), '2024-02-29T00:00:00.000Z');
  assert.equal(parseDate('2026-07-04T10:00+0900')?.toISOString(), '2026-07-04T01:00:00.000Z');
  for (const impossible of ['2023-02-29', '2024-13-45', '2024-00-10', '2024-1-5', 'tomorrow']) {
    assert.equal(parseDate(impossible), undefined, impossible);
  }
});
