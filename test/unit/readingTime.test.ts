import {test} from 'node:test';
import assert from 'node:assert/strict';
import {japaneseReadingTime, JAPANESE_CHARACTERS_PER_MINUTE} from '../../src/lib/readingTime';

test('reads Japanese at 500 characters a minute', () => {
  const text = 'あ'.repeat(JAPANESE_CHARACTERS_PER_MINUTE * 3);
  assert.equal(japaneseReadingTime(text), 3);
});

test('counts kanji, katakana and the prolonged sound mark, but not punctuation', () => {
  assert.equal(japaneseReadingTime('漢字カタカナー、。！'), 7 / JAPANESE_CHARACTERS_PER_MINUTE);
});

test('reads English words at 200 a minute alongside Japanese', () => {
  const minutes = japaneseReadingTime(`${'Swift '.repeat(200)}${'字'.repeat(500)}`);
  assert.equal(minutes, 2);
});

test('skips code blocks, markup and imports', () => {
  const markdown = [
    "import Tabs from '@theme/Tabs';",
    '```swift',
    'let 名前 = "コード"',
    '```',
    '<Tabs>',
    '[リンク](/docs)',
  ].join('\n');
  assert.equal(japaneseReadingTime(markdown), 3 / JAPANESE_CHARACTERS_PER_MINUTE);
});
