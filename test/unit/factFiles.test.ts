/**
 * The facts files an owner edits in a browser: every mistake is reported in Japanese at its file
 * and line, saying what to write instead, and the shipped files have none.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {factsJsonSchemas, jsonSchemaPath} from '../../src/data/facts/jsonSchema';
import {FACTS_DIR, factFilePaths, readFacts} from '../../src/data/facts/read';
import type {FactFileName} from '../../src/data/facts/schema';
import {copyOfFactFiles, editFactFile, lineOf} from '../support/factFiles';

const CLASSROOMS = 'src/data/facts/classrooms.yml';
const OPERATOR = 'src/data/facts/operator.yml';
const PLANS = 'src/data/facts/plans.yml';
const DOCUMENTS = 'src/data/facts/documents.yml';
const SCHOOL = 'src/data/facts/school.yml';

/** The problems of the shipped files after one edit, as "file:line: message". */
function problemsAfter(file: string, from: string | RegExp, to: string): string[] {
  const root = copyOfFactFiles();
  editFactFile(root, file, from, to);
  return readFacts(root).problems.map(({file, line, message}) => `${file}:${line}: ${message}`);
}

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
