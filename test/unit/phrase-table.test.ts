import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Root} from 'mdast';
import remarkPhraseBreaks from '../../plugins/markdown/remark-phrase-breaks';
import {phraseBreakOffsets, splitIntoPhrases} from '../../lib/phrases';
import {phraseTable} from '../../plugins/site/phrase-table';
import {phraseKey} from '../../src/lib/phraseKey';

test('BudouX cuts a Japanese title between its phrases, and leaves other text whole', () => {
  assert.deepEqual(splitIntoPhrases('きらりプログラミング教室'), ['きらり', 'プログラミング教室']);
  assert.deepEqual(splitIntoPhrases('無料体験レッスンを申し込む'), [
    '無料体験レッスンを',
    '申し込む',
  ]);
  assert.deepEqual(phraseBreakOffsets('Visual Studio Code'), []);
});

test('the phrase table keys each text by its hash, with its length before the offsets', () => {
  const table = phraseTable(['きらりプログラミング教室', 'Unity', 'きらりプログラミング教室']);
  assert.deepEqual(table, {[phraseKey('きらりプログラミング教室')]: [12, 3]});
  assert.match(phraseKey('きらりプログラミング教室'), /^[0-9a-z]{1,7}$/);
  assert.notEqual(phraseKey('学習コース'), phraseKey('学習コ一ス'));
});

test('a Markdown heading gets a <wbr> between its phrases; its text and the rest stay as written', () => {
  const tree: Root = {
    type: 'root',
    children: [
      {type: 'heading', depth: 2, children: [{type: 'text', value: 'プランの変更・休会・退会'}]},
      {type: 'paragraph', children: [{type: 'text', value: 'プランの変更・休会・退会'}]},
    ],
  };
  remarkPhraseBreaks()(tree);
  const [heading, paragraph] = tree.children;
  assert.deepEqual(
    'children' in heading
      ? heading.children.map((node) => ('value' in node ? node.value : `<${node.type}>`))
      : [],
    ['プランの', '<mdxJsxTextElement>', '変更・休会・退会'],
  );
  assert.deepEqual('children' in paragraph ? paragraph.children.length : 0, 1);
});
