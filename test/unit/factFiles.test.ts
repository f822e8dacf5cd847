/**
 * The facts files an owner edits in a browser: every mistake is reported in Japanese at its file
 * and line, saying what to write instead, and the shipped files have none.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {factsJsonSchemas, jsonSchemaPath} from '../../lib/facts/jsonSchema';
import {FACTS_DIR, factFilePaths, readFacts} from '../../lib/facts/read';
import type {FactFileName} from '../../lib/facts/schema';
import {copyOfFactFiles, editFactFile, lineOf} from '../support/factFiles';

const CLASSROOMS = 'src/data/facts/classrooms.yml';
const OPERATOR = 'src/data/facts/operator.yml';
const PLANS = 'src/data/facts/plans.yml';
const DOCUMENTS = 'src/data/facts/documents.yml';
const SCHOOL = 'src/data/facts/school.yml';
const RULES = 'src/data/facts/rules.yml';
const SERVICES = 'src/data/facts/services.yml';
const TEACHER = 'src/data/facts/teacher.yml';

type Edit = readonly [file: string, from: string | RegExp, to: string];

/** The problems of the shipped files after the edits, as "file:line: message". */
function problemsAfterEdits(...edits: Edit[]): string[] {
  const root = copyOfFactFiles();
  for (const [file, from, to] of edits) editFactFile(root, file, from, to);
  return readFacts(root).problems.map(({file, line, message}) => `${file}:${line}: ${message}`);
}

const problemsAfter = (file: string, from: string | RegExp, to: string) =>
  problemsAfterEdits([file, from, to]);

test('the shipped facts files have no problem', () => {
  const {facts, problems} = readFacts();
  assert.deepEqual(problems, []);
  assert.ok(facts);
});

test('a missing colon is named at its line', () => {
  const line = lineOf(CLASSROOMS, 'address: 北海道小樽市');
  const problems = problemsAfter(CLASSROOMS, 'address: 北海道小樽市', 'address 北海道小樽市');
  assert.ok(problems.length > 0);
  assert.match(problems[0], new RegExp(`^${CLASSROOMS}:${line}: .*「:」`));
});

test('an unknown field is named at its own line, with the fields that exist', () => {
  const line = lineOf(OPERATOR, 'phone: ') + 1;
  assert.deepEqual(problemsAfter(OPERATOR, /(phone: .*\n)/, '$1fax: 000-0000-0000\n'), [
    `${OPERATOR}:${line}: 「fax」という項目は「運営者」にありません。書き間違いなら直し、要らなければ消してください（書ける項目：legalName、postalCode、address、phone、phoneHours、replyWithinBusinessDays）。`,
  ]);
});

test('a price written as text says to write digits only', () => {
  const line = lineOf(PLANS, 'monthlyPriceYen: 19800');
  assert.deepEqual(problemsAfter(PLANS, 'monthlyPriceYen: 19800', 'monthlyPriceYen: 19,800円'), [
    `${PLANS}:${line}: 「月謝（税込）」は半角の数字だけ（たとえば 11000。「円」や「,」は付けません）で書いてください。`,
  ]);
});

test('impossible values: a price of 0, a day not in the calendar, a missing field', () => {
  assert.deepEqual(problemsAfter(PLANS, 'monthlyPriceYen: 11000', 'monthlyPriceYen: 0'), [
    `${PLANS}:${lineOf(PLANS, 'monthlyPriceYen: 11000')}: 「月謝（税込）」が0円以下です。税込みの金額を書いてください。`,
  ]);
  const revised = lineOf(DOCUMENTS, 'revised:');
  assert.deepEqual(problemsAfter(DOCUMENTS, /revised: \S+/, 'revised: 2026-02-30'), [
    `${DOCUMENTS}:${revised}: 「プライバシーポリシーの最終改定日」の日付はカレンダーにありません。年・月・日を確かめてください。`,
  ]);
  const missing = problemsAfter(SCHOOL, /\ncontactEmail: .*/, '');
  assert.deepEqual(missing, [
    `${SCHOOL}:${lineOf(SCHOOL, 'name: ')}: 「連絡先のメールアドレス」がありません。「info@example.jp」の形で書き足してください。`,
  ]);
});

/** Sets the first `key: value` line of `file` to `value`, whatever the owner wrote there. */
const setValue = (file: string, key: string, value: string | number): Edit => [
  file,
  new RegExp(`(?<=^\\s*(?:- )?${key}: ).*$`, 'm'),
  String(value),
];

/** A mistake and its one problem: at the first line of `at`'s file holding its text (plus `below`). */
const ONE_PROBLEM: {
  rule: string;
  edits: Edit[];
  at: [string, string];
  below?: number;
  says: RegExp;
}[] = [
  {
    rule: 'a first payment over 特定継続的役務 の金額 is named at the plan, with the bound to keep',
    edits: [setValue(PLANS, 'monthlyPriceYen', 60000)],
    at: [PLANS, 'monthlyPriceYen:'],
    says: /^[^:]+:\d+: 「.+」は、入会のときのお支払い（月謝 60000円と.*特定継続的役務.*合わせて 50000円以下にしてください。$/,
  },
  {
    rule: 'lessons that last past 特定継続的役務 の期間 are named',
    edits: [setValue(RULES, 'carryOverMonths', 2)],
    at: [RULES, 'carryOverMonths:'],
    says: /「繰り越せる月数」が 2か月で、ひと月分のレッスンを 3か月にわたって.*1 にしてください。$/,
  },
  {
    rule: 'a start past the notice day is named',
    edits: [
      setValue(RULES, 'noticeDayOfPreviousMonth', 20),
      setValue(RULES, 'lastDayToStartThisMonth', 25),
    ],
    at: [RULES, 'lastDayToStartThisMonth:'],
    says: /（25日）が「変更や退会の連絡の締め日」（20日）より後です。21日から25日に入会した方は.*20 以下にしてください。$/,
  },
  {
    rule: 'a make-up period longer than the carry-over leaves is named at its line (2か月まで)',
    edits: [setValue(RULES, 'carryOverMonths', 1), setValue(RULES, 'teacherCancelMakeUpDays', 30)],
    at: [RULES, 'teacherCancelMakeUpDays:'],
    says: /「休講を振り替える日数」（30日）が、繰り越しの期限までの最も短い日数（「?繰り越せる月数」? 1か月で 28日）より長く.*28 以下にしてください。$/,
  },
  {
    rule: 'a wait is held to the length of a lesson in plans.yml',
    edits: [
      setValue(PLANS, 'lessonMinutes', 45),
      setValue(RULES, 'noShowAfterMinutes', 45),
      setValue(RULES, 'connectionMakeUpMinutes', 20),
    ],
    at: [RULES, 'noShowAfterMinutes:'],
    says: /「無断欠席とする遅れ」（45分）が、1回のレッスンの長さ（plans\.yml の lessonMinutes、45分）と同じか長く/,
  },
  {
    rule: 'lesson hours are held to the length of a lesson in plans.yml',
    edits: [[CLASSROOMS, /(weekday:\s+from: )'[\d:]+'(\s+to: )'[\d:]+'/, "$1'16:00'$2'16:30'"]],
    at: [CLASSROOMS, 'weekday:'],
    below: 2,
    says: /「平日のレッスンの時間」（16:00〜16:30）が、1回のレッスンの長さ.*より短く/,
  },
  {
    rule: 'the operator’s address has a 都道府県',
    edits: [setValue(OPERATOR, 'address', '札幌市中央区北1条西2丁目')],
    at: [OPERATOR, 'address:'],
    says: /「運営者の住所」は、都道府県から書いてください/,
  },
  {
    rule: 'a document is not made before the school opened',
    edits: [
      setValue(SCHOOL, 'foundedYear', 2000),
      setValue(DOCUMENTS, 'established', '1999-04-01'),
    ],
    at: [DOCUMENTS, 'established:'],
    says: /「プライバシーポリシーの制定日」（1999-04-01）が、開校の年（school\.yml の foundedYear、2000年）より前です。/,
  },
  {
    rule: 'a personal-data service abroad needs that country’s system described (28条2項)',
    edits: [setValue(SERVICES, 'country', 'ドイツ')],
    at: [SERVICES, 'country:'],
    says: /ドイツの会社に渡しますが、foreignSystems にドイツの個人情報の保護の制度の説明がありません。.*個人情報保護法28条2項/,
  },
  {
    rule: 'the teacher knows every course’s tools',
    edits: [[TEACHER, /\n\s+- Unity(?=\n)/, '']],
    at: [TEACHER, 'skills:'],
    says: /講師の skills に、ゲーム制作コースで使う「Unity」がありません。「- Unity」の行を書き足してください。$/,
  },
  {
    rule: 'the site’s youngest year takes in every course',
    edits: [setValue(SCHOOL, 'youngestSchoolYear', 6)],
    at: [SCHOOL, 'youngestSchoolYear:'],
    says: /「いちばん下の対象の学年」（6）が、ゲーム制作コースの対象（学年 5 から）より上です。.*5 以下にしてください。$/,
  },
  {
    rule: 'the teacher’s photo is where image_url points, case and all',
    edits: [setValue('blog/authors.yml', 'image_url', '/img/Teacher.svg')],
    at: ['blog/authors.yml', 'image_url:'],
    says: /「講師の写真」の static\/img\/Teacher\.svg がありません。写真を static\/img\/ にアップロードし/,
  },
];

for (const {
  rule,
  edits,
  at: [file, text],
  below = 0,
  says,
} of ONE_PROBLEM) {
  test(rule, () => {
    const problems = problemsAfterEdits(...edits);
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0], new RegExp(`^${file}:${lineOf(file, text) + below}: `));
    assert.match(problems[0], says);
  });
}

test('classrooms match the regions one to one, each address in its city', () => {
  const problems = problemsAfterEdits(setValue(CLASSROOMS, 'city', '函館'));
  const city = lineOf(CLASSROOMS, 'city:');
  assert.deepEqual(
    problems.map((problem) => problem.replace(/: .*/s, '')),
    [
      `${CLASSROOMS}:${city}`,
      `${CLASSROOMS}:${lineOf(CLASSROOMS, 'address:')}`,
      `${SCHOOL}:${lineOf(SCHOOL, 'regions:') + 1}`,
    ],
    problems.join('\n'),
  );
  assert.match(problems[0], /市町村「函館」が、school\.yml の regions（.+）にありません。/);
  assert.match(problems[1], /住所に、市町村の「函館」が入っていません。/);
  assert.match(
    problems[2],
    /地域「.+」の教室が classrooms\.yml にありません。教室を書き足すか、regions から/,
  );
});

test('each facts file names its JSON Schema, made from the schema as it is now', () => {
  const schemas = factsJsonSchemas();
  for (const name of Object.keys(schemas) as FactFileName[]) {
    const file = path.join(FACTS_DIR, `${name}.yml`);
    assert.equal(
      readFileSync(file, 'utf8').split('\n')[0],
      `# yaml-language-server: $schema=./${jsonSchemaPath(name)}`,
      `${file}'s first line`,
    );
    const written = path.join(FACTS_DIR, jsonSchemaPath(name));
    assert.equal(
      existsSync(written) ? readFileSync(written, 'utf8') : undefined,
      schemas[name],
      `${written} is out of date: run npm run facts:schema`,
    );
  }
});

test('README lists every facts file', () => {
  const readme = readFileSync('README.md', 'utf8');
  for (const file of factFilePaths())
    assert.ok(readme.includes(`| \`${file}\``), `README の表に ${file}`);
});
