import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFacts} from '../../lib/facts/read';
import {isSample} from '../../lib/facts/samples';
import {findSampleFacts, shippedFacts} from '../../scripts/owner/sampleFacts';
import {copyOfFactFiles, editFactFile, lineOf} from '../support/factFiles';

const SCHOOL = 'src/data/facts/school.yml';
const AUTHORS = 'blog/authors.yml';

test('a value marked # 見本 is a sample, named with its Japanese title, file and line', () => {
  const found = findSampleFacts(shippedFacts());
  const name = found.find((fact) => fact.file === SCHOOL && fact.label === '教室の名前');
  assert.deepEqual(name && {where: name.where, value: name.value, marked: name.marked}, {
    where: `${SCHOOL} の ${lineOf(SCHOOL, 'name: ')}行目`,
    value: 'きらりプログラミング教室',
    marked: true,
  });
  // A list is named at its own name's line, its values joined.
  const regions = found.find((fact) => fact.label === '対面レッスンの地域');
  assert.equal(regions?.line, lineOf(SCHOOL, 'regions:'));
  assert.equal(regions?.value, '札幌 / 小樽');
  // The teacher's name lives in the blog's authors file only.
  assert.ok(found.some((fact) => fact.file === AUTHORS && fact.label === '講師の名前'));
});

test('a replaced value stops being a sample once its # 見本 is gone; one that looks made up does not', () => {
  const root = copyOfFactFiles();
  editFactFile(root, SCHOOL, /^name: .*$/m, 'name: ほしのプログラミング教室');
  editFactFile(root, SCHOOL, /^shortName: .*$/m, 'shortName: ほしの # 見本');
  editFactFile(root, SCHOOL, /^contactEmail: .*$/m, 'contactEmail: info@hoshino.example');
  const labels = findSampleFacts(shippedFacts(root))
    .filter((fact) => fact.file === SCHOOL)
    .map((fact) => fact.label);
  assert.ok(!labels.includes('教室の名前'));
  assert.ok(labels.includes('教室の短い名前'), 'still marked');
  assert.ok(labels.includes('連絡先のメールアドレス'), 'an .example address');
  assert.deepEqual(readFacts(root).problems, []);
});

test("a blog post's front matter value marked # 見本 is named at its line until it is replaced", () => {
  const root = copyOfFactFiles();
  const post = (file: string, frontMatter: string) => {
    mkdirSync(path.join(root, path.dirname(file)), {recursive: true});
    writeFileSync(path.join(root, file), `---\n${frontMatter}\n---\n\nはじめまして。\n`);
  };
  post(
    'blog/2030-01-01-hello/index.md',
    'title: ごあいさつ\n# 見本の記事です。\ndate: 2030-01-01 # 見本',
  );
  post('blog/2030-02-01-news.md', 'title: お知らせ\ndate: 2030-02-01');
  const posts = findSampleFacts(shippedFacts(root)).filter(({file}) => file.startsWith('blog/2'));
  assert.deepEqual(
    posts.map(({label, where, value}) => ({label, where, value})),
    [
      {
        label: 'ブログ記事の公開日',
        where: 'blog/2030-01-01-hello/index.md の 4行目',
        value: '2030-01-01',
      },
    ],
  );
});

test('values that look like samples', () => {
  for (const value of ['見本株式会社', '000-0000', 'https://example.com/privacy', 'a@b.example']) {
    assert.ok(isSample(value), value);
  }
  for (const value of ['星野 ひかり', '011-123-4567', 'https://policies.google.com/privacy']) {
    assert.ok(!isSample(value), value);
  }
});
