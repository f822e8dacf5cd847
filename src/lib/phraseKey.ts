/**
 * The key of a text in the phrase table (plugins/site/phrase-table.ts): its 32-bit FNV-1a hash
 * in base 36. Keys a few letters long keep the table small in every page that shows phrases,
 * where the Japanese texts themselves would weigh three times as much.
 */
export function phraseKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
