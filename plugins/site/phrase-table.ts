import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {factFilePaths} from '../../lib/facts/read';
import {phraseKey} from '../../src/lib/phraseKey';
import {phraseBreakOffsets} from '../../lib/phrases';

/**
 * Where the phrases of each short text meet, by the text's key: its length, then the offsets.
 * "きらりプログラミング教室" → `{[phraseKey(…)]: [12, 3]}`.
 */
export type PhraseTable = Record<string, number[]>;

/**
 * A heading, a button label or a card title: no sentence (no 。), and long enough to wrap (eight
 * characters of a page title fit a line of a 320 px phone).
 */
const TITLE_LENGTH = {min: 8, max: 40};
const isTitleLike = (text: string) =>
  text.length >= TITLE_LENGTH.min && text.length <= TITLE_LENGTH.max && !text.includes('。');

function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (isTitleLike(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectStrings(item, into);
  }
}

/** The phrase breaks of the short texts `strings`, the texts without Japanese left out. */
export function phraseTable(strings: Iterable<string>): PhraseTable {
  const table: PhraseTable = {};
  const keyed = new Map<string, string>();
  for (const text of [...new Set(strings)].sort()) {
    const offsets = phraseBreakOffsets(text);
    if (offsets.length === 0) continue;
    const key = phraseKey(text);
    const other = keyed.get(key);
    if (other !== undefined) {
      throw new Error(
        `phrase-table: 「${text}」 and 「${other}」 share the key ${key}; reword one.`,
      );
    }
    keyed.set(key, text);
    table[key] = [text.length, ...offsets];
  }
  return table;
}

/** What `src/components/Phrases` imports the table as. */
const ALIAS = '@phrase-table';

/**
 * Works out at build time where the phrases of every short text in `src/data` and the theme's
 * translations meet, and writes the table for `src/components/Phrases` (imported as
 * `@phrase-table`): React pages get the <wbr>s that remark-phrase-breaks gives Markdown headings,
 * the same on the server and in the browser, without BudouX in the browser.
 */
export default function phraseTablePlugin(context: LoadContext): Plugin {
  const dataDir = path.join(context.siteDir, 'src', 'data');
  const translations = path.join(context.siteDir, 'i18n', 'ja', 'code.json');
  let tableFile: string | undefined;
  return {
    name: 'phrase-table',
    getPathsToWatch: () => [
      path.join(dataDir, '*.ts'),
      ...factFilePaths().map((file) => path.join(context.siteDir, file)),
      translations,
    ],
    async contentLoaded({actions}) {
      const strings = new Set<string>();
      for (const file of readdirSync(dataDir).filter((name) => name.endsWith('.ts'))) {
        collectStrings((await import(path.join(dataDir, file))) as unknown, strings);
      }
      const messages = JSON.parse(readFileSync(translations, 'utf8')) as Record<
        string,
        {message: string}
      >;
      collectStrings(
        Object.values(messages).map(({message}) => message),
        strings,
      );
      tableFile = await actions.createData('phrases.json', JSON.stringify(phraseTable(strings)));
    },
    configureWebpack() {
      if (!tableFile) {
        throw new Error(
          'plugins/site/phrase-table: Docusaurus asked for the bundler config before the table was written; ' +
            'it no longer runs contentLoaded first. Write the table earlier, or give Phrases another way in.',
        );
      }
      return {resolve: {alias: {[ALIAS]: tableFile}}};
    },
  };
}
