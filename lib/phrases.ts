import {loadDefaultJapaneseParser} from 'budoux';

const parser = loadDefaultJapaneseParser();

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/**
 * Where the phrases of `text` meet, as offsets inside it: BudouX's Japanese model, the one behind
 * `word-break: auto-phrase`. Empty for text without Japanese, which breaks at its spaces.
 */
export function phraseBreakOffsets(text: string): number[] {
  if (!JAPANESE.test(text)) return [];
  const offsets: number[] = [];
  let offset = 0;
  for (const phrase of parser.parse(text).slice(0, -1)) {
    offset += phrase.length;
    offsets.push(offset);
  }
  return offsets;
}

/** `text` cut where its phrases meet: "きらりプログラミング教室" → ["きらり", "プログラミング教室"]. */
export function splitIntoPhrases(text: string): string[] {
  const offsets = phraseBreakOffsets(text);
  return [0, ...offsets].map((start, index) => text.slice(start, offsets[index]));
}
