import {Fragment} from 'react';
// Written at build time by plugins/site/phrase-table.ts from the short texts of src/data.
import table from '@generated/phrase-table/default/phrases.json';

const offsetsOf = (text: string): readonly number[] | undefined =>
  (table as Record<string, readonly number[]>)[text];

/**
 * `text` with a <wbr> where its phrases meet, so that a heading, a button or a card title wraps
 * only between phrases (with `word-break: keep-all`, src/css/custom.css), in every browser. The
 * phrases come from a table built from `src/data`; a text not there shows as it is and wraps by
 * `word-break: auto-phrase` where the browser has it.
 */
export default function Phrases({text}: {readonly text: string}) {
  const offsets = offsetsOf(text);
  if (!offsets) return text;
  return [0, ...offsets].map((start, index) => (
    <Fragment key={start}>
      {index > 0 && <wbr />}
      {text.slice(start, offsets[index])}
    </Fragment>
  ));
}
