import {test} from 'node:test';
import assert from 'node:assert/strict';
import {findSampleFacts, isSample, shippedFacts} from '../../scripts/lib/sampleFacts';

test('every fact shipped in the data modules is found as a sample', () => {
  const fields = shippedFacts();
  assert.deepEqual(
    findSampleFacts(fields).map((field) => field.label),
    fields.map((field) => field.label),
  );
  for (const field of fields) assert.match(field.where, /^src\/data\/\w+\.ts の /);
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
    '見本株式会社',
    'サンプル教室',
    '000-0000',
    '000-0000-0000',
  ]) {
    assert.ok(isSample(value), value);
  }
});
