/**
 * Reading time for Japanese text. Docusaurus counts "words" at 200 per minute, which suits
 * space-separated languages; Japanese readers are measured in characters per minute.
 */
export const JAPANESE_CHARACTERS_PER_MINUTE = 500;
const LATIN_WORDS_PER_MINUTE = 200;

const JAPANESE_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]/gu;
const LATIN_WORD = /[\p{Script=Latin}\d][\p{Script=Latin}\d'’-]*/gu;
const CODE_BLOCK = /^```[\s\S]*?^```/gm;
const MARKUP = /<[^>]+>|!?\[|\]\([^)]*\)|^import .*$|^export .*$/gm;

/** Minutes to read `markdown`, before rounding; code blocks and markup are not read. */
export function japaneseReadingTime(markdown: string): number {
  const prose = markdown.replace(CODE_BLOCK, ' ').replace(MARKUP, ' ');
  const japaneseCharacters = prose.match(JAPANESE_CHARACTER)?.length ?? 0;
  const latinWords = prose.replace(JAPANESE_CHARACTER, ' ').match(LATIN_WORD)?.length ?? 0;
  return japaneseCharacters / JAPANESE_CHARACTERS_PER_MINUTE + latinWords / LATIN_WORDS_PER_MINUTE;
}
