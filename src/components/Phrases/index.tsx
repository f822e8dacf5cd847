import {Fragment} from 'react';
// Written at build time by plugins/site/phrase-table.ts from the short texts of src/data.
import table from '@phrase-table';
import {phraseKey} from '@site/src/lib/phraseKey';

/** Where the phrases of `text` meet, if the table has it: an entry starts with the text's length. */
function offsetsOf(text: string): readonly number[] | undefined {
  const [length, ...offsets] = table[phraseKey(text)] ?? [];
  return length === text.length ? offsets : undefined;
}

/**
 * `text` with a <wbr> where its phrases meet, so that a heading, a button or a card title wraps
 * only between phrases (with `word-break: keep-all`, src/css/custom.css), in every browser. The
 * phrases come from a table built from `src/data`; a text not there shows as it is and wraps by
 * `word-break: auto-phrase` where the browser has it. One <span> holds the phrases: in a flex
 * box such as a button, loose text and <wbr>s would each become an item of their own.
 */
export default function Phrases({text}: {readonly text: string}) {
  const offsets = offsetsOf(text);
  if (!offsets) return text;
  return (
    <span>
      {[0, ...offsets].map((start, index) => (
        <Fragment key={start}>
          {index > 0 && <wbr />}
          {text.slice(start, offsets[index])}
        </Fragment>
      ))}
    </span>
  );
}
