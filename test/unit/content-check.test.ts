/**
 * The editors' content check (`npm run check:content`) on a small site made for each case: every
 * mistake that the build would publish silently is an error naming the file and line in Japanese;
 * drafts and scheduled posts are reported, not errors.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {MESSAGES, type Message} from '../../lib/contentMessages';
import {
  checkContent,
  type DocReference,
  type Finding,
} from '../../scripts/editor/content/run-checks';
import {fixText} from '../../scripts/editor/fix';
import {DRAFT_LINE, parseDate, PLACEHOLDERS, postSkeleton} from '../../src/lib/blogPost';

const NOW = new Date('2026-11-22T03:00:00Z');

/** `text` as a regular expression that matches it literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const post = (frontMatter: string, body = '## 見出し\n\n本文です。') =>
  `---\n${frontMatter}\nauthors: [teacher]\ntags: [greeting]\n---\n\n書き出しです。\n\n<!-- truncate -->\n\n${body}\n`;

const doc = (body: string, frontMatter = 'title: 確認') => `---\n${frontMatter}\n---\n\n${body}\n`;

const BASE: Record<string, string | Buffer> = {
  'blog/tags.yml':
    'greeting:\n  label: あいさつ\n  permalink: /greeting\n  description: ごあいさつ\n',
  'blog/authors.yml': 'teacher:\n  name: 講師\n',
  'blog/2026-01-15-first/index.md': post('slug: first\ntitle: 最初の記事'),
  'docs/intro/intro.md': '---\nslug: /intro/intro\ntitle: はじめに\n---\n\n## 概要\n\n本文です。\n',
};

/** Every rule the check reported in this file's tests, and whether it came with a fix at least once. */
const rulesSeen = new Map<string, boolean>();
const see = ({ruleId = '', expected, photo}: Finding) =>
  rulesSeen.set(ruleId, rulesSeen.get(ruleId) === true || (expected ?? photo) !== undefined);

/** Writes the base site plus `files` into a new temporary folder. */
function siteWith(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-check-'));
  for (const [file, text] of Object.entries({...BASE, ...files})) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** Runs the check on the base site plus `files` (and the doc ids the sidebars list, if given). */
async function check(files: Record<string, string | Buffer>, references?: DocReference[]) {
  const root = siteWith(files);
  try {
    const report = await checkContent(root, NOW, references);
    report.findings.forEach(see);
    return {root, ...report};
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

type Severity = 'error' | 'notice';
const severityOf = ({fatal}: Finding): Severity => (fatal ? 'error' : 'notice');

function only(findings: Finding[], severity: Severity = 'error'): Finding {
  const matching = findings.filter((finding) => severityOf(finding) === severity);
  assert.equal(matching.length, 1, JSON.stringify(findings, null, 2));
  return matching[0];
}

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
    test(`${mistake} names both files`, async () => {
      const [addedFile, addedLine, source] = added;
      const findings = (await check({[addedFile]: source})).findings;
      assert.deepEqual(
        findings.map((finding) => [finding.file, finding.line, severityOf(finding)]),
        [
          [...existing, 'error'],
          [addedFile, addedLine, 'error'],
        ],
      );
      assert.ok(findings[0].message.includes(`URL ${route} が ${addedFile} と重なっています`));
      assert.ok(findings[1].message.includes(`URL ${route} が ${existing[0]} と重なっています`));
    });
  }

  /** Each mistake is written in the first of `files`, and named there. */
  const cases: {
    mistake: string;
    files: Record<string, string | Buffer>;
    line?: number;
    says: RegExp;
  }[] = [
    {
      mistake: '`tag:` instead of `tags:`',
      files: {
        'blog/2026-02-01-typo/index.md':
          '---\nslug: typo\ntitle: 記事\nauthors: [teacher]\ntag: [greeting]\n---\n\n書き出し\n\n<!-- truncate -->\n',
      },
      line: 5,
      says: /「tag」は使えない項目です。「tags」の書き間違いではありませんか/,
    },
    {
      mistake: 'an impossible date',
      files: {
        'blog/2026-02-01-bad-date/index.md': post('slug: bad-date\ntitle: 記事\ndate: 2024-13-45'),
      },
      line: 4,
      says: /日付「2024-13-45」はありえない日付です/,
    },
    {
      mistake: 'an impossible date in the folder name',
      files: {'blog/2026-02-30-feb/index.md': post('slug: feb\ntitle: 記事')},
      line: 1,
      says: /日付「2026-02-30」はありえない日付です/,
    },
    {
      mistake: 'a post with no date',
      files: {'blog/no-date/index.md': post('slug: no-date\ntitle: 記事')},
      line: 1,
      says: /公開日がわかりません。フォルダー名を公開日から始めるか/,
    },
    {
      mistake: 'an image with no alt text',
      files: {
        'blog/2026-02-01-photo/index.md': post('slug: photo\ntitle: 記事', '![](./x.png)'),
        'blog/2026-02-01-photo/x.png': Buffer.alloc(100),
      },
      line: 12,
      says: /画像 \.\/x\.png には説明（代替テキスト）がありません/,
    },
    {
      mistake: 'a 5 MB phone photo',
      files: {
        'blog/2026-02-01-big/index.md': post('slug: big\ntitle: 記事', '![教室](./photo.jpg)'),
        'blog/2026-02-01-big/photo.jpg': Buffer.alloc(5 * 1024 * 1024),
      },
      line: 12,
      says: /画像 \.\/photo\.jpg が大きすぎます（5\.0 MB、上限 400 KB）。.*プルリクエストでは、直した写真が自動でコミットされます（パソコンでは npm run fix で同じように直せます）。ただし、直す前の写真はこのプルリクエストの履歴に残ります。撮影場所（GPS）が記録された写真なら、リポジトリの管理者に知らせてください。$/,
    },
    {
      mistake: 'a 1 MB GIF, which no tool makes smaller',
      files: {
        'blog/2026-02-01-gif/index.md': post('slug: gif\ntitle: 記事', '![動き](./move.gif)'),
        'blog/2026-02-01-gif/move.gif': Buffer.alloc(1024 * 1024),
      },
      line: 12,
      says: /画像 \.\/move\.gif が大きすぎます（1\.0 MB、上限 400 KB）。.*小さくできない形式なので、写真なら JPEG/,
    },
    {
      mistake: 'a title longer than a search result shows',
      files: {
        'blog/2026-02-01-long/index.md': post(
          'slug: long\ntitle: 夏休みのプログラミング体験会についての詳しいご案内と申し込み方法のお知らせ',
        ),
      },
      line: 3,
      says: /タイトルが長すぎます（全角で約 37 文字）/,
    },
    {
      mistake: 'a skipped heading level',
      files: {'docs/intro/skip.md': '---\ntitle: 見出し\n---\n\n## 大見出し\n\n#### 小見出し\n'},
      line: 7,
      says: /見出しのレベルが飛んでいます（## の次が ####）。### にしてください/,
    },
    {
      mistake: '{名前} in an .mdx doc',
      files: {'docs/intro/braces.mdx': '---\ntitle: 波かっこ\n---\n\nこんにちは、{名前}さん。\n'},
      line: 5,
      says: /\{名前\} は \.mdx のファイルでは JavaScript の式として読まれ.*\\\{名前\\\} と書く/,
    },
    {
      mistake: 'a<b in an .mdx doc',
      files: {'docs/intro/less.mdx': '---\ntitle: 不等号\n---\n\nもし a<b なら\n'},
      line: 5,
      says: /MDX として読めない書き方があります。.*&lt; と書くか/,
    },
    {
      mistake: 'a component used without its import',
      files: {'docs/intro/tabs.mdx': '---\ntitle: タブ\n---\n\n<Tabs>\n中身\n</Tabs>\n'},
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
      line: 4,
      says: /著者「tanaka」は blog\/authors\.yml にありません。登録済みの著者（teacher）/,
    },
    {
      mistake: 'front matter that is not valid YAML',
      files: {'blog/2026-02-01-yaml/index.md': post('slug: yaml\ntitle: Unity 入門: はじめの一歩')},
      line: 3,
      says: /フロントマター）が読み取れません/,
    },
    {
      mistake: 'a post without the read-more mark',
      files: {
        'blog/2026-02-01-whole/index.md':
          '---\nslug: whole\ntitle: 記事\nauthors: [teacher]\ntags: [greeting]\n---\n\n本文だけ\n',
      },
      says: /<!-- truncate -->/,
    },
  ];

  for (const {mistake, files, line, says} of cases) {
    test(mistake, async () => {
      const finding = only((await check(files)).findings);
      assert.equal(finding.file, Object.keys(files)[0]);
      assert.equal(finding.line, line);
      assert.match(finding.message, says);
    });
  }
});

describe('drafts and scheduled posts are reported, not errors', () => {
  test('a draft is never published, and says so', async () => {
    const {findings, pages} = await check({
      'blog/2026-02-01-draft/index.md': post('slug: draft\ntitle: 下書き\ndraft: true'),
    });
    assert.match(only(findings, 'notice').message, /下書き（draft: true）なので公開されません/);
    assert.equal(findings.filter(({fatal}) => fatal).length, 0);
    assert.equal(pages.find(({route}) => route === '/blog/draft')?.draft, true);
  });

  test('a post dated after today says the day it appears', async () => {
    const {findings, pages} = await check({
      'blog/2026-12-01-later/index.md': post('slug: later\ntitle: 予告'),
    });
    assert.match(
      only(findings, 'notice').message,
      /公開日が 2026-12-01 なので、まだ公開されません/,
    );
    assert.equal(pages.find(({route}) => route === '/blog/later')?.scheduled, true);
  });

  test('a post dated today is published, and the base site passes', async () => {
    const {findings} = await check({
      'blog/2026-11-22-today/index.md': post('slug: today\ntitle: 今日'),
    });
    assert.deepEqual(findings, []);
  });
});

test('a sidebar entry for a doc that was deleted names sidebars.ts and its line', async () => {
  const sidebars =
    "export default {\n  tutorial: [\n    'intro/gone',\n    'intro/intro',\n  ],\n};\n";
  const references = ['intro/gone', 'intro/intro'].map((id) => ({file: 'sidebars.ts', id}));
  const finding = only((await check({'sidebars.ts': sidebars}, references)).findings);
  assert.deepEqual([finding.file, finding.line], ['sidebars.ts', 3]);
  assert.match(
    finding.message,
    /ページ「intro\/gone」（docs\/intro\/gone\.md または \.mdx）がありません/,
  );
});

test('dates are calendar dates, never rolled over', () => {
  assert.equal(parseDate('2024-02-29')?.toISOString(), '2024-02-29T00:00:00.000Z');
  assert.equal(parseDate('2026-07-04T10:00+0900')?.toISOString(), '2026-07-04T01:00:00.000Z');
  for (const impossible of ['2023-02-29', '2024-13-45', '2024-00-10', '2024-1-5', 'tomorrow']) {
    assert.equal(parseDate(impossible), undefined, impossible);
  }
});

/**
 * Everyday mistakes, one class at a time, each in several forms: every form is reported at the
 * line of the mistake, and following the message's advice makes the check pass.
 */
describe('everyday mistakes are reported by class, and the advice fixes them', () => {
  interface MistakeCase {
    mistake: string;
    files: Record<string, string | Buffer>;
    /** [file, line, severity, message] of each finding, in order. */
    expect: [string, number | undefined, Severity, RegExp][];
    /** The same files with the advice followed: no error (and no notice) left. */
    fixed?: Record<string, string | Buffer>;
    references?: DocReference[];
  }
  const P = 'blog/2026-02-01-case/index.md';
  const D = 'docs/intro/case.mdx';
  const M = 'docs/intro/case.md';
  const inPost = (body: string) => ({[P]: post('slug: case\ntitle: 記事', body)});
  const YOUTUBE =
    '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="体験会の様子（動画）" />';
  const skeleton = postSkeleton({
    slug: 'case',
    title: '記事',
    author: 'teacher',
    tag: 'greeting',
  }).replace(`${DRAFT_LINE}\n`, '');

  const cases: MistakeCase[] = [
    // HTML outside the allow-list: what runs script, restyles the page or embeds another site
    ...[
      ['<script>alert(1)</script>', /^<script> はページに書けません。/],
      ['<object data="https://example.com/x.swf"></object>', /^<object> はページに書けません。/],
      ['<embed src="https://example.com/x.swf">', /^<embed> はページに書けません。/],
      [
        '<iframe src="https://evil.example/"></iframe>',
        /^<iframe src="https:\/\/evil\.example\/"> は埋め込めません。/,
      ],
      [
        '<iframe src="https://www.youtube-nocookie.com/embed/abcdefghijk" title="体験会の様子（動画）" srcdoc="<script>parent.__xss=1</script>"></iframe>',
        /^埋め込みに srcdoc= は書けません。.*<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/動画ID"/,
      ],
      [
        '<img src="https://example.com/a.png" alt="外" onerror="alert(1)">',
        /^onerror= はページに書けません。/,
      ],
      ['<a href="JavaScript:alert(1)">窓口</a>', /^href="JavaScript:…" はページに書けません。/],
      ['<a href="java&#9;script:alert(1)">窓口</a>', /^href="javascript:…" はページに書けません。/],
      [
        '[お問い合わせ窓口](javascript:alert(1))',
        /^リンク先「javascript:…」はページに書けません。/,
      ],
      [
        '<style>body{display:none}</style>',
        /^<style> はページに書けません。.*Issue で頼んでください。$/,
      ],
      [
        '<span style="display:none">隠す</span>',
        /^<span style="…"> はページに書けません。文字の色や大きさ/,
      ],
      ['<svg><script>alert(1)</script></svg>', /^<svg> はページに書けません。.*画像ファイル/],
      [
        '<svg><a><animate attributeName="href" values="javascript:alert(1)" /><text y="20">地図</text></a></svg>',
        /^<svg> はページに書けません。/,
      ],
      ['<math><mi onclick="alert(1)">x</mi></math>', /^<math> はページに書けません。/],
      [
        '<link rel="stylesheet" href="https://evil.example/x.css">',
        /^<link> はページに書けません。.*リンク \[説明\]\(https:\/\/…\)/,
      ],
      [
        '<meta name="referrer" content="unsafe-url">',
        /^<meta> はページに書けません。.*description/,
      ],
      [
        '<meta http-equiv="refresh" content="0;url=https://evil.example">',
        /^<meta> はページに書けません。/,
      ],
      [
        '<button formaction="https://evil.example/">送信</button>',
        /^<button> はページに書けません。.*フォームのページへのリンク/,
      ],
      [
        '<input type="checkbox" formaction="https://evil.example/">',
        /^<input formaction="…"> はページに書けません。入力した内容/,
      ],
      ['<form action="https://evil.example/"></form>', /^<form> はページに書けません。/],
      [
        '<font color="red">赤</font>',
        /^<font> はページに書けません。.*Markdown で書いてください。$/,
      ],
      [
        '<a href="https://example.com" target="_top">例</a>',
        /^<a> の target= はページに書けません。/,
      ],
    ].map(([body, says]): MistakeCase => ({
      mistake: `HTML outside the list in .md: ${String(body)}`,
      files: inPost(String(body)),
      expect: [[P, 12, 'error', says as RegExp]],
      fixed: inPost('[お問い合わせ窓口](https://example.com/contact)'),
    })),
    ...[
      ['<script>{`alert(1)`}</script>', /^<script> はページに書けません。/],
      ['<span onClick="alert(1)">押す</span>', /^onclick= はページに書けません。/],
      ['<head>\n  <title>別の題名</title>\n</head>', /^<head> はページに書けません。.*description/],
      ['<Head><title>別の題名</title></Head>', /^<Head> はページに書けません。/],
      [
        '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="動画" srcDoc="<script>alert(1)</script>" />',
        /^埋め込みに srcdoc= は書けません。/,
      ],
      [
        '<iframe src="https://www.youtube.com/embed/abc" title="動画" />',
        /^<iframe src=.*> は埋め込めません。/,
      ],
      [
        '<iframe src="https://www.youtube-nocookie.com/embed/abc" />',
        /^埋め込んだ動画に title がありません。/,
      ],
      ['<a href={`javascript:alert(1)`}>窓口</a>', /^href="javascript:…" はページに書けません。/],
    ].map(([body, says]): MistakeCase => ({
      mistake: `HTML outside the list in .mdx: ${String(body)}`,
      files: {[D]: doc(String(body))},
      expect: [[D, 5, 'error', says as RegExp]],
      fixed: {[D]: doc(YOUTUBE)},
    })),
    // An editor's .mdx runs no code: listed imports, no export, data names in expressions
    ...[
      [
        "{Object.constructor('alert(1)')()}",
        /^\{Object\.constructor\('alert\(1\)'\)\(\)\} の「Object」は JavaScript にもとからある名前なので、ページでは使えません。/,
      ],
      ["{globalThis.alert('こんにちは')}", /の「globalThis」は JavaScript にもとからある名前/],
      [
        "import {school} from '@site/src/data/school';\n\n{school.name.constructor.constructor('alert(1)')()}",
        /^\{school\.name\.constructor\.constructor\('ale…\} はページに書けません。\{ \} の中に書けるのは/,
        7,
      ],
      [
        "import {school} from '@site/src/data/school';\n\n{school['constr' + 'uctor']}",
        /^\{school\['constr' \+ 'uctor'\]\} はページに書けません。/,
        7,
      ],
      [
        "import {school} from '@site/src/data/school';\nimport TextList from '@site/src/components/docs/TextList';\n\n<TextList {...school} />",
        /^\{\.\.\.school\} はページに書けません。/,
        8,
      ],
      ['export const run = (globalThis.ran = true);', /^export はこのページに書けません。/],
      ["import note from './note.js';\n\n{note}", /^「\.\/note\.js」は import できません。/],
      [
        "import {TeacherMessage as Message} from '@site/src/components/docs/TeacherProfile';\n\n<Message />",
        /^部品 <Message> はページで使えません。.*Issue で頼んでください。$/,
        7,
      ],
      [
        "import TextList from '@site/src/components/docs/TextList';\n\n<TextList items={[]} dangerouslySetInnerHTML={{__html: '<b>x</b>'}} />",
        /^<TextList> の dangerouslySetInnerHTML= はページに書けません。/,
        7,
      ],
    ].map(([body, says, line]): MistakeCase => ({
      mistake: `code in an editor's .mdx: ${String(body)}`,
      files: {
        [D]: doc(String(body)),
        'docs/intro/note.js': 'globalThis.ran = true;\nexport default 1;\n',
      },
      expect: [[D, Number(line ?? 5), 'error', says as RegExp]],
      fixed: {[D]: doc(YOUTUBE)},
    })),
    // Characters typed with a Japanese input method
    ...[
      ['title：記事', 'title: 記事'],
      ['title:　記事', 'title: 記事'],
      ['title:記事', 'title: 記事'],
      ['title :記事', 'title: 記事'],
    ].map(([typed, fix]): MistakeCase => ({
      mistake: `front matter typed with an IME: ${typed}`,
      files: {[P]: post(`slug: case\n${typed}`)},
      expect: [
        [P, 3, 'error', new RegExp(`^フロントマターの.*「${fix}」のように半角で書いてください`)],
      ],
      fixed: {[P]: post(`slug: case\n${fix}`)},
    })),
    ...[
      ['##　見出し', '## 見出し'],
      ['＃＃ 見出し', '## 見出し'],
      ['-　項目', '- 項目'],
      ['1．項目', '1. 項目'],
      ['>　引用', '> 引用'],
      ['［はじめに］（/docs/intro/intro）', '[はじめに](/docs/intro/intro)'],
      ['[はじめに]（/docs/intro/intro）', '[はじめに](/docs/intro/intro)'],
    ].map(([typed, fix]): MistakeCase => ({
      mistake: `Markdown typed with an IME: ${typed}`,
      files: inPost(typed),
      expect: [
        [
          P,
          12,
          'error',
          new RegExp(`「${fix.replace(/[[\]().]/g, '\\$&')}」のように半角で書いてください。$`),
        ],
      ],
      fixed: inPost(fix),
    })),
    // Admonitions
    {
      mistake: 'a mistyped admonition kind',
      files: inPost(':::notes\n持ち物\n:::'),
      expect: [
        [
          P,
          12,
          'error',
          /^「:::notes」は囲みの種類として使えません。「:::note」の書き間違いではありませんか。/,
        ],
      ],
      fixed: inPost(':::note\n持ち物\n:::'),
    },
    {
      mistake: 'an admonition with a space or full-width colons',
      files: inPost('::: tip\n早めに\n:::\n\n：：：warning\n締め切り\n：：：'),
      expect: [
        [P, 12, 'error', /^この行の「::: tip」は囲みとして読まれず、そのまま表示されます。/],
        [P, 16, 'error', /^この行の「：：：warning」は囲みとして読まれず/],
      ],
      fixed: inPost(':::tip\n早めに\n:::\n\n:::warning 締め切り\n締め切り\n:::'),
    },
    {
      mistake: 'an unclosed admonition',
      files: inPost(':::warning\n締め切りに注意\n\n## 次の見出し\n\n本文'),
      expect: [[P, 12, 'error', /^この行で始まる囲み「:::warning」が閉じられていない/]],
      fixed: inPost(':::warning\n締め切りに注意\n:::\n\n## 次の見出し\n\n本文'),
    },
    // Front matter values of the wrong type
    ...[
      [
        'draft: ture',
        'draft: false',
        /^「draft: ture」の値の形が違います。true（はい）か false（いいえ）/,
      ],
      ['unlisted: yes', 'unlisted: false', /^「unlisted: yes」の値の形が違います。/],
      [
        'unlisted: "false"',
        'unlisted: false',
        /^「unlisted: false」の値の形が違います。true（はい）/,
      ],
      ['title: 2026', 'title: "2026"', /^「title: 2026」の値の形が違います。.*title: "2026"/],
      [
        'keywords: 体験会',
        'keywords: [体験会]',
        /^「keywords: 体験会」の値の形が違います。\[ \] で囲んだ一覧で.*keywords: \[体験会\]/,
      ],
    ].map(([typed, fix, says]): MistakeCase => ({
      mistake: `a value of the wrong type: ${String(typed)}`,
      files: {[P]: post(`slug: case\n${String(typed)}`)},
      expect: [[P, 3, 'error', says as RegExp]],
      fixed: {[P]: post(`slug: case\n${String(fix)}`)},
    })),
    {
      mistake: 'a doc position in full-width digits',
      files: {[M]: doc('本文', 'title: 確認\nsidebar_position: ３')},
      expect: [[M, 3, 'error', /^「sidebar_position: ３」の値の形が違います。半角の数字で/]],
      fixed: {[M]: doc('本文', 'title: 確認\nsidebar_position: 3')},
    },
    {
      mistake: 'a doc position that is not a number',
      files: {[M]: doc('本文', 'title: 確認\nsidebar_position: 二')},
      expect: [[M, 3, 'error', /^「sidebar_position: 二」の値の形が違います。半角の数字で/]],
      fixed: {[M]: doc('本文', 'title: 確認\nsidebar_position: 2')},
    },
    // Spaces in file names
    {
      mistake: 'a space in a post folder name',
      files: {'blog/2026-02-01 summer camp/index.md': post('title: 記事')},
      expect: [
        [
          'blog/2026-02-01 summer camp/index.md',
          1,
          'error',
          /^ファイル名かフォルダー名に空白.*blog\/2026-02-01-summer-camp\/index\.md という名前/,
        ],
      ],
      fixed: {'blog/2026-02-01-summer-camp/index.md': post('title: 記事')},
    },
    {
      mistake: 'a full-width space in an image name',
      files: {
        ...inPost('![教室](<./教室　写真.png>)'),
        'blog/2026-02-01-case/教室　写真.png': Buffer.alloc(10),
      },
      expect: [
        [
          'blog/2026-02-01-case/教室　写真.png',
          undefined,
          'error',
          /教室-写真\.png という名前にしてください（本文で/,
        ],
      ],
      fixed: {
        ...inPost('![教室](./教室-写真.png)'),
        'blog/2026-02-01-case/教室-写真.png': Buffer.alloc(10),
      },
    },
    // Raw HTML in .mdx and HTML links and images to the site's own files
    ...[
      [
        '一行目<br>二行目',
        '一行目<br />二行目',
        /^\.mdx のファイルでは <br> と書けません。最後に \/ を付けて <br \/> と書いて/,
      ],
      ['<hr>', '<hr />', /<hr \/> と書いて/],
      [
        '<img src="./x.png" alt="写真">',
        '![写真](./x.png)',
        /^\.mdx のファイルでは <img src="\.\/x\.png" alt="写真"> と書けません。Markdown の画像 !\[画像の説明\]\(\.\/x\.png\)/,
      ],
      [
        '<a href="/docs/intro/intro">はじめに</a>',
        '[はじめに](/docs/intro/intro)',
        /^HTML のリンク <a href="\/docs\/intro\/intro"> は、プレビュー/,
      ],
      [
        '<img src="./x.png" alt="写真" />',
        '![写真](./x.png)',
        /^HTML の画像 <img src="\.\/x\.png"> は/,
      ],
    ].map(([written, fix, says]): MistakeCase => ({
      mistake: `HTML in .mdx: ${String(written)}`,
      files: {[D]: doc(String(written)), 'docs/intro/x.png': Buffer.alloc(10)},
      expect: [[D, 5, 'error', says as RegExp]],
      fixed: {[D]: doc(String(fix)), 'docs/intro/x.png': Buffer.alloc(10)},
    })),
    ...[
      [
        '<a href="/docs/intro/intro">はじめに</a>',
        '[はじめに](/docs/intro/intro)',
        /^HTML のリンク/,
      ],
      [
        '<a href="./other.md">ほかの記事</a>',
        '[はじめに](/docs/intro/intro)',
        /^HTML のリンク <a href="\.\/other\.md">/,
      ],
      [
        '<p><img src="/img/x.png" alt="ロゴ"></p>',
        '![ロゴ](/img/x.png)',
        /^HTML の画像 <img src="\/img\/x\.png">.*!\[画像の説明\]\(\/img\/x\.png\)/,
      ],
    ].map(([written, fix, says]): MistakeCase => ({
      mistake: `HTML link or image in .md: ${String(written)}`,
      files: {...inPost(String(written)), 'static/img/x.png': Buffer.alloc(10)},
      expect: [[P, 12, 'error', says as RegExp]],
      fixed: {...inPost(String(fix)), 'static/img/x.png': Buffer.alloc(10)},
    })),
    // Link text
    ...[
      '[](/docs/intro/intro)',
      '[こちら](/docs/intro/intro)',
      '[ここ。](/docs/intro/intro)',
      '[詳しくはこちら](/docs/intro/intro)',
      '[Click here](https://example.com)',
    ].map((link): MistakeCase => ({
      mistake: `a link text that says nothing: ${link}`,
      files: inPost(`料金は${link}をご覧ください。`),
      expect: [
        [
          P,
          12,
          'error',
          /^リンク(の文字「.*」だけでは、どこへ進むのかわかりません|（.*）の \[ \] の中が空なので)/,
        ],
      ],
      fixed: inPost('料金は[はじめての方へ](/docs/intro/intro)をご覧ください。'),
    })),
    // A time of day in date:
    ...['2026-02-01T10:00+09:00', '2026-02-01 18:30'].map((date): MistakeCase => ({
      mistake: `a time of day in date: ${date}`,
      files: {[P]: post(`slug: case\ntitle: 記事\ndate: ${date}`)},
      expect: [
        [
          P,
          4,
          'notice',
          /^date の時刻（\d\d:\d\d）は使われません。.*（日本時間）から公開されます。.*date: 2026-02-01 と書くと/,
        ],
      ],
      fixed: {[P]: post('slug: case\ntitle: 記事\ndate: 2026-02-01')},
    })),
    // A date in another common form
    ...['2026/2/1', '2026年2月1日', '２０２６-０２-０１'].map((date): MistakeCase => ({
      mistake: `a date in another form: ${date}`,
      files: {[P]: post(`slug: case\ntitle: 記事\ndate: ${date}`)},
      expect: [
        [
          P,
          4,
          'error',
          new RegExp(
            `^日付「${date}」は年-月-日の形ではありません。「date: 2026-02-01」のように、半角の数字とハイフンで書いてください。$`,
          ),
        ],
      ],
      fixed: {[P]: post('slug: case\ntitle: 記事\ndate: 2026-02-01')},
    })),
    // What a post copied from another keeps
    {
      mistake: 'a date copied from another post, on another day than the folder',
      files: {[P]: post('slug: case\ntitle: 記事\ndate: 2025-08-01')},
      expect: [
        [
          P,
          4,
          'notice',
          /^date の日付（2025-08-01）が、フォルダー名・ファイル名の日付（2026-02-01）と違います。公開日は date の 2025-08-01 になります。/,
        ],
      ],
      fixed: {[P]: post('slug: case\ntitle: 記事')},
    },
    {
      mistake: "another post's title",
      files: {[P]: post('slug: case\ntitle: 最初の記事')},
      expect: [
        [
          P,
          3,
          'notice',
          /^タイトル「最初の記事」が blog\/2026-01-15-first\/index\.md と同じです。ほかの記事を写して/,
        ],
      ],
      fixed: {[P]: post('slug: case\ntitle: 二つめの記事')},
    },
    {
      mistake: "another post's description, on the later post only",
      files: {
        'blog/2026-03-01-later/index.md': post(
          'slug: later\ntitle: 後\ndescription: 体験会のご案内',
        ),
        'blog/2026-02-01-earlier/index.md': post(
          'slug: earlier\ntitle: 前\ndescription: 体験会のご案内',
        ),
      },
      expect: [
        [
          'blog/2026-03-01-later/index.md',
          4,
          'notice',
          /^description が blog\/2026-02-01-earlier\/index\.md と同じです。/,
        ],
      ],
      fixed: {
        'blog/2026-03-01-later/index.md': post(
          'slug: later\ntitle: 後\ndescription: 発表会のご案内',
        ),
        'blog/2026-02-01-earlier/index.md': post(
          'slug: earlier\ntitle: 前\ndescription: 体験会のご案内',
        ),
      },
    },
    {
      mistake: "another post's slug, as a folder name at another address",
      files: {'blog/2026-03-01-first/index.md': post('title: 三月の記事')},
      expect: [
        [
          'blog/2026-03-01-first/index.md',
          1,
          'notice',
          /^スラッグ「first」が blog\/2026-01-15-first\/index\.md と同じです。/,
        ],
      ],
      fixed: {'blog/2026-03-01-march/index.md': post('title: 三月の記事')},
    },
    {
      mistake: "another post's slug in a draft, whose address clash is no error yet",
      files: {[P]: post('slug: first\ntitle: 下書き\ndraft: true')},
      expect: [
        [P, 4, 'notice', /^下書き（draft: true）なので公開されません。/],
        [P, 2, 'notice', /^スラッグ「first」が blog\/2026-01-15-first\/index\.md と同じです。/],
      ],
      fixed: {[P]: post('slug: case\ntitle: 下書き')},
    },
    // Markdown in a title
    ...[
      '**重要** 休講のお知らせ',
      '"`npm` の使い方"',
      '"[体験会](/blog) のお知らせ"',
      '_新着_ 体験会',
    ].map((title): MistakeCase => ({
      mistake: `Markdown in a title: ${title}`,
      files: {[P]: post(`slug: case\ntitle: ${title}`)},
      expect: [
        [
          P,
          3,
          'error',
          /^title には Markdown の書式.*記号を消して「title: [^*`[_]*」のように文字だけで/,
        ],
      ],
      fixed: {[P]: post(`slug: case\ntitle: ${title.replace(/[*`"_]|\[|\]\(\/blog\)/g, '')}`)},
    })),
    // The new:post skeleton out of draft, unedited
    {
      mistake: 'the new:post skeleton published as it is',
      files: {[P]: skeleton},
      expect: [
        [P, 4, 'error', /^ひな形の文章「記事の内容を一文で紹介します。.*」が残っています。/],
        [P, 9, 'error', /^ひな形の文章「ここに書き出しの段落を書きます。/],
        [
          P,
          13,
          'error',
          /^ひな形の文章「最初の見出し \{#first-section\}」が残っています。.*\{#…\} の中も/,
        ],
        [P, 15, 'error', /^ひな形の文章「ここに本文を書きます。/],
      ],
      fixed: {
        [P]: skeleton
          .replace(PLACEHOLDERS.description, '体験会のご案内です。')
          .replace(PLACEHOLDERS.opening, '夏の体験会を開きます。')
          .replace(PLACEHOLDERS.heading, '## 日程 {#schedule}')
          .replace(PLACEHOLDERS.body, '毎週土曜日です。'),
      },
    },
    // Phone photos in a format browsers do not show
    ...[
      ['IMG_0001.HEIC', 'IMG_0001.jpg'],
      ['photo.heif', 'photo.jpg'],
    ].map(([photo, jpeg]): MistakeCase => {
      const url = `./${photo}`;
      const body = (image: string) => `写真です。\n\n![合宿の様子](${image})`;
      return {
        mistake: `an iPhone photo: ${photo}`,
        files: {...inPost(body(url)), [`blog/2026-02-01-case/${photo}`]: Buffer.alloc(2_000_000)},
        expect: [
          [
            P,
            14,
            'error',
            new RegExp(
              `^画像 ${escapeRegExp(url)} は HEIC 形式（iPhone の写真の形式）なので、.*写真を JPEG に変換して、14 行目の「${escapeRegExp(url)}」を「${escapeRegExp(`./${jpeg}`)}」に書き換えます。プルリクエストでは、直した写真が自動でコミットされます`,
            ),
          ],
        ],
        // What npm run fix leaves (a JPEG, the HEIC removed), and the line as the message says.
        fixed: {
          ...inPost(body(`./${jpeg}`)),
          [`blog/2026-02-01-case/${jpeg}`]: Buffer.alloc(100_000),
        },
      };
    }),
    // A photo under static/, published as it is, that most browsers cannot show
    ...['static/img/IMG_0002.HEIC', 'static/img/scan.tiff'].map((photo): MistakeCase => ({
      mistake: `a photo browsers do not show in static/: ${photo}`,
      files: {[photo]: Buffer.alloc(10)},
      expect: [
        [
          photo,
          undefined,
          'error',
          new RegExp(
            `^写真 ${escapeRegExp(photo)} は多くのブラウザーで表示できない形式.*JPEG に変換し、この写真を使っている行も書き換えます。`,
          ),
        ],
      ],
      // What npm run fix leaves: a JPEG, the original removed.
      fixed: {[photo.replace(/\.\w+$/, '.jpg')]: Buffer.alloc(10)},
    })),
    // A doc that nothing links to
    {
      mistake: 'a doc in no sidebar and linked from no page',
      files: {'docs/intro/orphan.md': doc('# 迷子のページ')},
      references: [{file: 'sidebars.ts', id: 'intro/intro'}],
      expect: [
        [
          'docs/intro/orphan.md',
          1,
          'notice',
          /^このページ（\/docs\/intro\/orphan）は公開されますが、サイドバーにも.*'intro\/orphan' を加えるか/,
        ],
      ],
      fixed: {
        'docs/intro/orphan.md': doc('# 迷子のページ'),
        [P]: post('slug: case\ntitle: 記事', '[迷子のページ](/docs/intro/orphan)'),
      },
    },
  ];

  for (const {mistake, files, expect, fixed, references} of cases) {
    test(mistake, async () => {
      const {findings} = await check(files, references);
      assert.deepEqual(
        findings.map((finding) => [finding.file, finding.line, severityOf(finding)]),
        expect.map(([file, line, severity]) => [file, line, severity]),
        JSON.stringify(findings, null, 2),
      );
      findings.forEach(({message}, index) => {
        assert.match(message, expect[index][3]);
      });
      if (fixed) {
        const after = (await check(fixed, references)).findings;
        assert.deepEqual(after, [], JSON.stringify(after, null, 2));
      }
      // Where the check knows every line's fix, npm run fix makes it pass.
      const errors = findings.filter(({fatal}) => fatal);
      if (errors.length > 0 && errors.every(({expected}) => expected)) {
        const root = siteWith(files);
        try {
          assert.ok((await fixText(root, NOW)).length > 0);
          const left = (await checkContent(root, NOW, references)).findings;
          assert.deepEqual(
            left.filter(({fatal}) => fatal),
            [],
            JSON.stringify(left, null, 2),
          );
        } finally {
          rmSync(root, {recursive: true, force: true});
        }
      }
    });
  }

  test('a doc listed in the sidebar, or unlisted, is no notice (linked from a page: the case above)', async () => {
    const orphan = {'docs/intro/orphan.md': doc('# 迷子のページ')};
    const references = [{file: 'sidebars.ts', id: 'intro/intro'}];
    assert.deepEqual(
      (await check(orphan, [...references, {file: 'sidebars.ts', id: 'intro/orphan'}])).findings,
      [],
    );
    assert.deepEqual(
      (
        await check(
          {'docs/intro/orphan.md': doc('本文', 'title: 迷子\nunlisted: true')},
          references,
        )
      ).findings.filter(({message}) => message.includes('たどり着けません')),
      [],
    );
  });

  test('two new skeletons share the sample description: a sample, named as one, not a copy', async () => {
    const draft = (slug: string) =>
      postSkeleton({slug, title: slug, author: 'teacher', tag: 'greeting'});
    const findings = (
      await check({
        'blog/2026-02-01-one/index.md': draft('one'),
        'blog/2026-02-02-two/index.md': draft('two'),
      })
    ).findings;
    assert.deepEqual(
      findings.filter(({message}) => message.startsWith('description が')),
      [],
    );
    assert.equal(
      findings.filter(({message}) => message.startsWith('ひな形の文章「記事の内容を')).length,
      2,
    );
  });

  test('a titled YouTube nocookie embed and external HTML links pass', async () => {
    assert.deepEqual(
      (
        await check({
          [D]: doc(
            '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="体験会の様子（動画）" />\n\n<a href="https://example.com">例のサイト</a>',
          ),
          ...inPost(
            '<iframe src="https://www.youtube-nocookie.com/embed/abc-1?start=30" title="動画"></iframe>\n\n<a href="mailto:info@example.com">メール</a>',
          ),
        })
      ).findings,
      [],
    );
  });
  test("listed data in an editor's .mdx and any code in the site's own code pages pass", async () => {
    const editorsPage = [
      "import {school} from '@site/src/data/school';",
      "import TextList from '@site/src/components/docs/TextList';",
      '',
      '{/* 地域の一覧 */}',
      '',
      '{school.regions.map((region) => <p key={region}>{region}</p>)}',
      '',
      '<a href={`mailto:${school.contactEmail}`}>{school.contactEmail}</a>',
      '',
      '<TextList items={school.regions} ordered />',
    ].join('\n');
    const codePage = 'export const count = Object.keys({a: 1}).length;\n\n{count}';
    assert.deepEqual(
      (await check({[D]: doc(editorsPage), 'docs/aboutCompany/terms.mdx': doc(codePage)})).findings,
      [],
    );
  });
});

describe('messages the tests above do not reach otherwise', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    [
      'a missing image',
      {'docs/intro/m.md': doc('![教室](./none.png)')},
      /^画像 \.\/none\.png が見つかりません。/,
    ],
    [
      'an <img> without alt in .mdx',
      {'docs/intro/m.mdx': doc('<img src="https://example.com/a.png" />')},
      /^画像 <img> には説明/,
    ],
    [
      'an unclosed expression in .mdx',
      {'docs/intro/m.mdx': doc('こんにちは {名前')},
      /^MDX として読めない書き方があります。.*\{ \} が JavaScript の式として読まれます/,
    ],
    [
      'an unlisted post',
      {'blog/2026-02-01-u/index.md': post('slug: u\ntitle: 限定\nunlisted: true')},
      /^限定公開（unlisted: true）です。/,
    ],
    [
      'a front matter line indented with a full-width space',
      {'docs/intro/m.md': doc('本文', 'title: 確認\n　sidebar_position: 1')},
      /^フロントマターの行の始まりに全角の空白があります。.*「sidebar_position: 1」のように/,
    ],
    [
      'JavaScript other than import and export in .mdx',
      {'docs/intro/m.mdx': doc('import a from "b"\nclass A {}')},
      /^MDX として読めない書き方があります。書き方をもう一度確かめてください。/,
    ],
  ];
  for (const [mistake, files, says] of cases) {
    test(mistake, async () => {
      const messages = (await check(files)).findings.map(({message}) => message);
      assert.ok(
        messages.some((message) => says.test(message)),
        messages.join('\n'),
      );
    });
  }
});

/**
 * CONTRIBUTING.md's message table is the catalogue's (lib/contentMessages.ts): each message with
 * `…` for the file's words, its kind, and ○ where `npm run fix` mends it. Each is reported by a
 * test above (with a fix where it is fixable), and explained in the section of CONTRIBUTING.md it names.
 */
test('CONTRIBUTING.md lists every message of the catalogue, as it says, and each is tested', () => {
  const contributing = readFileSync(
    path.resolve(import.meta.dirname, '../../CONTRIBUTING.md'),
    'utf8',
  );
  const section = contributing.split('{#messages}')[1]?.split('\n## ')[0] ?? '';
  const messages = Object.entries(MESSAGES).map(([id, message]: [string, Message]) => ({
    id,
    ...message,
  }));
  const expected = messages.map(({text, severity, noticeInDraft, fixable}) => {
    const message = text.replace(/\{\{\w+\}\}/g, '…');
    const quote = message.includes('`') ? '``' : '`';
    const kind = severity === 'error' ? 'エラー' : 'お知らせ';
    return `| ${quote}${message}${quote} | ${kind}${noticeInDraft ? '（下書きではお知らせ）' : ''} | ${fixable ? '○' : ''} |`;
  });
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  assert.deepEqual(rows, expected, `the table in CONTRIBUTING.md:\n${expected.join('\n')}`);
  for (const {id, help, fixable} of messages) {
    assert.ok(contributing.includes(`{#${help}}`), `${id}: no section {#${help}}`);
    assert.equal(rulesSeen.get(id), fixable ?? false, `${id}: reported, with a fix if fixable`);
  }
});
