import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  findSampleFacts,
  isSample,
  serviceFacts,
  shippedFacts,
} from '../../scripts/owner/sampleFacts';
import {externalServices, type ExternalService} from '../../src/data/services';

test('every fact shipped in the data modules is found as a sample', () => {
  // The services the site names for real (Zoom, Google) are facts already; the rest are samples.
  const fields = shippedFacts().filter((field) => !field.where.startsWith('src/data/services.ts'));
  assert.deepEqual(
    findSampleFacts(fields).map((field) => field.label),
    fields.map((field) => field.label),
  );
  for (const field of shippedFacts()) assert.match(field.where, /^src\/data\/\w+\.ts の /);
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
  assert.deepEqual(findSampleFacts(real.map((value) => ({label: value, where: '', value}))), []);
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
