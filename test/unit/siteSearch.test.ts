import {test} from 'node:test';
import assert from 'node:assert/strict';
import {excerptParts, sectionOf} from '../../src/lib/siteSearch';

test('an excerpt keeps only its marks: the page text stays text', () => {
  assert.deepEqual(excerptParts('a &lt;b&gt; <mark>休会</mark>・退会 <img src=x>'), [
    {text: 'a <b> ', marked: false},
    {text: '休会', marked: true},
    {text: '・退会 <img src=x>', marked: false},
  ]);
});

test('an entity cut in half at the end of an excerpt is dropped', () => {
  assert.deepEqual(excerptParts('a &lt;/<mark>script</mark>&g'), [
    {text: 'a </', marked: false},
    {text: 'script', marked: true},
  ]);
});

test('the full stop Pagefind adds after a Japanese heading reads as 「。」', () => {
  assert.deepEqual(excerptParts('<mark>料金</mark>プラン. 月謝は Node.js. Swift'), [
    {text: '料金', marked: true},
    {text: 'プラン。月謝は Node.js. Swift', marked: false},
  ]);
});

test('a result is labelled with the part of the site it is in, under any base URL', () => {
  for (const baseUrl of ['/', '/pr-preview/pr-12/']) {
    assert.equal(sectionOf(`${baseUrl}blog/welcome`, baseUrl), 'ブログ');
    assert.equal(sectionOf(`${baseUrl}docs/intro/plan#fee`, baseUrl), 'ご案内');
    assert.equal(sectionOf(baseUrl, baseUrl), 'トップページ');
  }
});
