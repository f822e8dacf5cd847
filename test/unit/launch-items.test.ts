/**
 * The owner's launch checklist: each item passes on a launch-ready input and fails on each way an
 * owner gets it wrong, saying in Japanese which file or setting to change and what to write; the
 * script prints the failures as GitHub annotations at their file and line.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {
  analyticsItem,
  lineOf,
  readableChecklist,
  sampleFactsItem,
  siteUrlItem,
  trialFormItem,
  type LaunchItem,
  type SiteUrlInputs,
} from '../../scripts/owner/launchItems';
import type {SampleFact} from '../../scripts/owner/sampleFacts';

const SCHOOL = 'src/data/facts/school.yml';
const CLASSROOMS = 'src/data/facts/classrooms.yml';
const at = (key: string) => ({file: SCHOOL, key});

/** The problems' messages, one string, for matching. */
const said = (item: LaunchItem) => item.problems.map(({message}) => message).join('\n');

function assertPasses(item: LaunchItem): void {
  assert.equal(item.status, 'ok', item.lines.join('\n'));
  assert.deepEqual(item.problems, []);
}

/** Fails with a problem at each of `files`, and the advice matches `advice`. */
function assertFails(item: LaunchItem, files: string[], advice: RegExp): void {
  assert.equal(item.status, 'error');
  assert.deepEqual(
    item.problems.map(({file}) => file),
    files,
  );
  assert.match(said(item), advice);
  for (const {message} of item.problems) assert.ok(item.lines.includes(message), message);
}

describe('1. sample facts', () => {
  const sample = (file: string, line: number, label: string, value: string): SampleFact => ({
    label,
    where: `${file} の ${line}行目`,
    file,
    line,
    value,
    marked: true,
  });
  const samples = [
    sample(SCHOOL, 7, '教室の名前', 'きらりプログラミング教室'),
    sample(SCHOOL, 30, 'サイトの URL', 'https://kirari.github.io'),
    sample(CLASSROOMS, 12, '教室の住所', '見本町1丁目'),
  ];

  test('passes when none is left', () => {
    assertPasses(sampleFactsItem([], false));
  });

  test('fails listing each sample, one annotation per file at its first sample', () => {
    const item = sampleFactsItem(samples, false);
    assert.equal(item.status, 'error');
    assert.deepEqual(
      item.problems.map(({file}) => file),
      [SCHOOL, CLASSROOMS],
    );
    assert.match(said(item), /その行の最後の「# 見本」も消して/);
    assert.deepEqual(
      item.problems.map(({line}) => line),
      [7, 12],
    );
    assert.match(
      item.problems[0]?.message ?? '',
      /^見本の値のままです：教室の名前、サイトの URL。/,
    );
    assert.ok(item.lines.includes(`  - 教室の住所：「見本町1丁目」（${CLASSROOMS} の 12行目）`));
    assert.ok(item.lines.some((line) => line.includes('ALLOW_SAMPLE_FACTS を true')));
  });

  test('ALLOW_SAMPLE_FACTS=true publishes the demo with a warning', () => {
    const item = sampleFactsItem(samples, true);
    assert.equal(item.status, 'warning');
    assert.equal(item.problems.length, 2);
    assert.match(item.lines[0] ?? '', /サンプルサイトとして公開します/);
  });
});

describe('2. site URL', () => {
  const userSite: SiteUrlInputs = {
    siteUrl: 'https://kirari.github.io',
    at: {siteUrl: at('siteUrl'), githubOrganization: at('githubOrganization')},
    organization: 'kirari',
    project: 'kirari.github.io',
  };
  const projectSite = {
    ...userSite,
    project: 'school-site',
    siteUrl: 'https://kirari.github.io/school-site',
  };
  const customDomain = {...userSite, siteUrl: 'https://www.kirari.jp', cname: 'www.kirari.jp\n'};

  test('passes for a user site, a project site and a custom domain with static/CNAME', () => {
    assertPasses(siteUrlItem(userSite));
    assertPasses(
      siteUrlItem({...userSite, organization: 'Kirari', repository: 'Kirari/kirari.github.io'}),
    );
    assertPasses(siteUrlItem(projectSite));
    assertPasses(siteUrlItem(customDomain));
  });

  test('a URL that is not where GitHub Pages serves the repository fails with the right one', () => {
    assertFails(
      siteUrlItem({...projectSite, siteUrl: 'https://kirari.github.io'}),
      [SCHOOL],
      /siteUrl を「https:\/\/kirari\.github\.io\/school-site」にします/,
    );
    assertFails(
      siteUrlItem({...userSite, siteUrl: 'https://kirari.github.io/kirari.github.io'}),
      [SCHOOL],
      /siteUrl を「https:\/\/kirari\.github\.io」にします/,
    );
  });

  test('facts naming another repository than the deploy’s fail, naming the values to write', () => {
    const item = siteUrlItem({...userSite, repository: 'hoshino/school-site'});
    assertFails(
      item,
      [SCHOOL, SCHOOL],
      /githubOrganization を「hoshino」、githubProject を「school-site」にします/,
    );
    assert.deepEqual(
      item.problems.map(({key}) => key),
      ['githubOrganization', 'siteUrl'],
    );
    assert.match(said(item), /siteUrl を「https:\/\/hoshino\.github\.io\/school-site」にします/);
  });

  test('a custom domain without static/CNAME fails, saying what to write in it', () => {
    assertFails(
      siteUrlItem({...customDomain, cname: undefined}),
      [SCHOOL],
      /static\/CNAME がありません。static\/CNAME というファイルを作り、1行目に「www\.kirari\.jp」とだけ書きます/,
    );
  });

  test('static/CNAME must be the bare host of the site URL', () => {
    assertFails(
      siteUrlItem({...customDomain, cname: 'kirari.jp'}),
      [SCHOOL],
      /static\/CNAME のドメインは「kirari\.jp」です。.*siteUrl を「https:\/\/kirari\.jp」にします/,
    );
    assertFails(
      siteUrlItem({...customDomain, siteUrl: 'https://www.kirari.jp/school'}),
      [SCHOOL],
      /siteUrl を「https:\/\/www\.kirari\.jp」にします/,
    );
    assertFails(
      siteUrlItem({...customDomain, cname: 'https://www.kirari.jp/'}),
      ['static/CNAME'],
      /ドメイン名だけを1行で書きます（例: www\.kirari\.jp）/,
    );
    assertFails(
      siteUrlItem({...userSite, cname: 'kirari.github.io'}),
      ['static/CNAME'],
      /static\/CNAME を消します/,
    );
  });

  test('a site URL Docusaurus cannot build for fails', () => {
    for (const siteUrl of [
      'kirari.github.io',
      'http://kirari.github.io',
      'https://kirari.github.io/',
    ]) {
      assertFails(
        siteUrlItem({...userSite, siteUrl}),
        [SCHOOL],
        /https:\/\/ で始め、最後に \/ を付けずに書きます/,
      );
    }
  });

  test('a deploy built under another base URL fails: BASE_URL is for previews', () => {
    assertFails(
      siteUrlItem({...projectSite, baseUrl: '/pr-preview/pr-3/'}),
      ['docusaurus.config.ts'],
      /BASE_URL はプレビューだけに使うので、公開用のビルドからは外します/,
    );
  });
});

describe('3. analytics ID', () => {
  test('passes unset, or as a GA4 measurement ID', () => {
    assertPasses(analyticsItem(undefined));
    assertPasses(analyticsItem(''));
    assertPasses(analyticsItem('G-ABC123DEF4'));
  });

  test('fails for the README example, a Universal Analytics ID, spaces and other forms', () => {
    const workflow = ['.github/workflows/deploy.yml'];
    assertFails(analyticsItem('G-XXXXXXXXXX'), workflow, /書き方の例です/);
    assertFails(analyticsItem('UA-12345-1'), workflow, /ユニバーサル アナリティクスの ID です/);
    assertFails(analyticsItem('G-ABC123DEF4 '), workflow, /空白を消して登録し直します/);
    assertFails(analyticsItem('g-abc123def4'), workflow, /測定 ID の形（G- のあとに英大文字と数字/);
    assertFails(analyticsItem('GTM-ABCDEF'), workflow, /リポジトリ変数 GA_TRACKING_ID/);
  });
});

describe('4. trial form URL', () => {
  const form = at('trialFormUrl');

  test('passes for a form link a visitor can open', () => {
    assertPasses(trialFormItem('https://forms.gle/AbC123xyz', form));
    assertPasses(trialFormItem('https://docs.google.com/forms/d/e/1FAIpQLSd-real/viewform', form));
  });

  // The sample, a non-https or malformed URL, and the form editor.
  for (const [url, advice] of [
    [
      'https://docs.google.com/forms/d/e/REPLACE-WITH-YOUR-FORM-ID/viewform',
      /見本の URL です。フォームの編集画面の「送信」→ リンクのボタンで出る URL/,
    ],
    ['https://forms.example.com/trial', /見本の URL です/],
    ['http://forms.gle/AbC123xyz', /https:\/\/ で始まっていません/],
    ['forms.gle/AbC123xyz', /URL の形ではありません/],
    [
      'https://docs.google.com/forms/d/1AbCdEf/edit',
      /編集する画面の URL で、申し込む方は開けません/,
    ],
  ] as const) {
    test(`fails for ${url}`, () => {
      assertFails(trialFormItem(url, form), [SCHOOL], advice);
    });
  }
});

test('a place is found at the line that writes its key, in TypeScript and in YAML', () => {
  const module = [
    'export interface Room {',
    '  readonly id: string;',
    '  readonly name: string;',
    '}',
    '/** The name: shown on the page. */',
    'export const rooms = [',
    "  {id: 'sapporo', name: '札幌教室'},",
    '  {',
    "    id: 'otaru',",
    "    name: '小樽教室',",
    '  },',
    '];',
  ].join('\n');
  assert.equal(lineOf(module, 'name'), 7);
  assert.equal(lineOf(module, 'city'), undefined);
  const yaml = '# 講師\nteacher:\n  # name: 名前\n  name: 星野\n  title: 講師\n';
  assert.equal(lineOf(yaml, 'name'), 4);
  assert.equal(lineOf(yaml, 'title'), 5);
});

test('the checklist numbers its items and ends with the verdict', () => {
  const passing = [
    analyticsItem(undefined),
    trialFormItem('https://forms.gle/a', at('trialFormUrl')),
  ];
  const lines = readableChecklist(passing);
  assert.ok(
    lines.includes('✔ 1. アナリティクスの測定 ID（リポジトリ変数 GA_TRACKING_ID）'),
    lines.join('\n'),
  );
  assert.equal(lines.at(-1), '✔ 2項目すべて、公開できる状態です。');
  assert.equal(
    readableChecklist([...passing, analyticsItem('UA-1')]).at(-1),
    '✖ 公開できません：3項目のうち1項目を直してください。直したら、もう一度 npm run launch:check を実行します。',
  );
});

test('build:deploy runs the checklist before it builds, the proposal check after, with the deploy’s variables', () => {
  const scripts = (
    JSON.parse(readFileSync('package.json', 'utf8')) as {scripts: Record<string, string>}
  ).scripts;
  assert.match(
    scripts['build:deploy'] ?? '',
    /^npm run launch:check && .*docusaurus build && node --import tsx\/esm scripts\/owner\/check-proposals\.ts$/,
  );
  const workflow = parse(readFileSync('.github/workflows/deploy.yml', 'utf8')) as {
    jobs: {build: {steps: {run?: string; env?: Record<string, string>}[]}};
  };
  const build = workflow.jobs.build.steps.find(({run}) => run === 'npm run build:deploy');
  assert.deepEqual(Object.keys(build?.env ?? {}).sort(), ['ALLOW_SAMPLE_FACTS', 'GA_TRACKING_ID']);
});

test('on GitHub the sample repository fails, each item an annotation at its file and line', () => {
  let output = '';
  try {
    execFileSync(process.execPath, ['--import', 'tsx/esm', 'scripts/owner/check-launch.ts'], {
      env: {...process.env, GITHUB_ACTIONS: 'true', GA_TRACKING_ID: 'UA-1', ALLOW_SAMPLE_FACTS: ''},
      encoding: 'utf8',
    });
    assert.fail('launch:check passed with the sample facts');
  } catch (error) {
    output = String((error as {stdout?: string}).stdout);
  }
  const annotations = output.split('\n').filter((line) => line.startsWith('::error '));
  for (const expected of [
    /^::error title=公開前の確認,file=src\/data\/facts\/school\.yml,line=\d+::見本の値のままです：教室の名前/,
    /^::error title=公開前の確認,file=\.github\/workflows\/deploy\.yml,line=\d+::リポジトリ変数 GA_TRACKING_ID/,
    /^::error title=公開前の確認,file=src\/data\/facts\/school\.yml,line=\d+::trialFormUrl の/,
  ]) {
    assert.ok(
      annotations.some((line) => expected.test(line)),
      `${String(expected)}\n${output}`,
    );
  }
});
