import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {
  authorFacts,
  findSampleFacts,
  isSample,
  readBlogAuthor,
  serviceFacts,
  shippedFacts,
  type FactField,
} from '../../scripts/owner/sampleFacts';
import {externalServices, type ExternalService} from '../../src/data/services';
import {teacher} from '../../src/data/teacher';
import {sampleLists} from '../../src/data/samples';

const fact = (where: string, value: string, listedAsSample = false): FactField => ({
  label: where,
  where,
  value,
  listedAsSample,
});

test('a fact is a sample while its module lists it, or while its value looks like one', () => {
  assert.deepEqual(
    findSampleFacts([
      fact('listed, real-looking', '星野 ひかり', true),
      fact('unlisted, real', '山田 太郎'),
      fact('unlisted, with a sample mark', '見本株式会社'),
    ]).map((field) => field.where),
    ['listed, real-looking', 'unlisted, with a sample mark'],
  );
});

test('build:deploy checks the teacher, the school, the classrooms and the dates, naming file and field', () => {
  const wheres = shippedFacts().map((field) => field.where);
  for (const where of [
    'src/data/teacher.ts の name',
    'src/data/school.ts の name',
    'src/data/school.ts の siteUrl',
    'src/data/school.ts の githubOrganization',
    'src/data/classrooms.ts の sapporo の access',
    'src/data/classrooms.ts の sapporo の parking',
    'src/data/classrooms.ts の sapporo の inPersonDays',
    'src/data/documents.ts の terms の established',
    'src/data/documents.ts の privacyPolicy の revised',
    'blog/authors.yml の teacher の name',
  ]) {
    assert.ok(wheres.includes(where), where);
  }
  for (const field of shippedFacts()) {
    assert.match(field.where, /^(src\/data\/\w+\.ts|blog\/authors\.yml) の /);
    assert.match(
      field.label,
      /[\u3040-\u30ff\u4e00-\u9fff]/,
      `${field.where} has a Japanese label`,
    );
  }
});

test('the blog author is the teacher: a sample while the teacher is, refused when it differs', () => {
  const real = {name: '山田 太郎', title: teacher.role, image_url: teacher.photo};
  const listed = new Set<string>(sampleLists['src/data/teacher.ts']);
  const expectedName = listed.has('name') ? ['blog/authors.yml の teacher の name'] : [];
  // A name that differs from teacher.ts is refused whether or not the teacher is still a sample.
  assert.deepEqual(
    findSampleFacts(authorFacts(real)).map((field) => field.where),
    [
      'blog/authors.yml の teacher の name',
      ...(listed.has('role') ? ['blog/authors.yml の teacher の title'] : []),
      ...(listed.has('photo') ? ['blog/authors.yml の teacher の image_url'] : []),
    ],
  );
  const same = {name: teacher.name, title: teacher.role, image_url: teacher.photo};
  assert.deepEqual(
    findSampleFacts(authorFacts(same))
      .map((field) => field.where)
      .filter((where) => where.endsWith(' name')),
    expectedName,
  );
});

test('once the checklist is empty, only values that look like samples are refused', () => {
  const empty = {
    'src/data/school.ts': [],
    'src/data/operator.ts': [],
    'src/data/teacher.ts': [],
    'src/data/classrooms.ts': {},
    'src/data/documents.ts': {},
  };
  const author = {name: teacher.name, title: teacher.role, image_url: teacher.photo};
  for (const field of findSampleFacts(shippedFacts(author, empty))) {
    assert.ok(isSample(field.value), `${field.where}: 「${field.value}」`);
  }
});

test('blog/authors.yml names the teacher as src/data/teacher.ts does', () => {
  const author = readBlogAuthor();
  assert.equal(author?.name, teacher.name, 'blog/authors.yml の name');
  assert.equal(author?.title, teacher.role, 'blog/authors.yml の title');
  assert.equal(author?.image_url, teacher.photo, 'blog/authors.yml の image_url');
});

test('README lists every file build:deploy checks', () => {
  const readme = readFileSync('README.md', 'utf8');
  const files = new Set(shippedFacts().map((field) => field.where.split(' ')[0]));
  for (const file of files) assert.ok(readme.includes(`| \`${file}\``), `README の表に ${file}`);
});

const realService: ExternalService = {
  id: 'payment',
  purpose: '月謝のお支払い',
  service: 'きらり決済',
  provider: '株式会社きらり決済',
  country: '日本',
  data: 'お名前とカードの情報',
  privacyUrl: 'https://kirari-pay.jp/privacy',
  personalData: true,
};

test('build:deploy refuses a sample left in the outside services of the privacy policy', () => {
  assert.deepEqual(findSampleFacts(serviceFacts([realService])), []);
  for (const [key, value] of [
    ['service', '見本：決済サービスの名前'],
    ['provider', '見本：提供会社の名前'],
    ['country', '見本：提供会社の国'],
    ['privacyUrl', 'https://example.com/privacy'],
  ] as const) {
    const found = findSampleFacts(serviceFacts([{...realService, [key]: value}]));
    assert.deepEqual(
      found.map((field) => field.where),
      [`src/data/services.ts の payment の ${key}`],
      key,
    );
  }
  // The services the repository ships as samples are among the facts build:deploy checks.
  const shipped = findSampleFacts(shippedFacts()).map((field) => field.where);
  for (const field of findSampleFacts(serviceFacts(externalServices))) {
    assert.ok(shipped.includes(field.where), field.where);
  }
});

test('real-looking values are not samples', () => {
  const real = [
    'https://docs.google.com/forms/d/e/1FAIpQLSe7x9Kq/viewform',
    'info@kirari-programming.jp',
    '株式会社きらり',
    '星野 ひかり',
    '060-0042',
    '北海道札幌市中央区大通西5丁目',
    '011-200-3456',
    'https://example-school.jp',
  ];
  assert.deepEqual(findSampleFacts(real.map((value) => fact(value, value))), []);
});

test('each kind of sample mark is recognised', () => {
  for (const value of [
    'https://docs.google.com/forms/d/e/REPLACE-WITH-YOUR-FORM-ID/viewform',
    'info@school.example',
    'https://www.example.com/form',
    'https://example.com/privacy',
    '見本株式会社',
    'サンプル教室',
    '000-0000',
    '000-0000-0000',
  ]) {
    assert.ok(isSample(value), value);
  }
});
