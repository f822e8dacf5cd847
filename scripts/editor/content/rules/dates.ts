/**
 * A blog post's publication date, from its front matter or its file name: a missing or
 * impossible one is an error, and a front matter date on another day than the name's (often a
 * copied post's) a notice. A time of day is no error, but it is ignored: the daily deploy
 * publishes by the day. The date found goes into `file.data.date`.
 */
import {tokyoDay} from '../../../../config/publishing';
import {DATE_IN_NAME, parseDate, postName} from '../../../../src/lib/blogPost';
import {lineEdit} from '../lines';
import {error, fileRule, notice} from '../rule';
import {SPACE_IN_NAME} from './file-name';

const rule = {
  id: 'dates',
  help: 'folder-and-file',
  messages: {
    'date-impossible': error(
      (written) =>
        `日付「${written}」はありえない日付です。date: 2026-07-04 のように、年-月-日で書いてください（月は 01〜12、日はその月の日数まで）。`,
    ),
    'date-form': error(
      (written, day) =>
        `日付「${written}」は年-月-日の形ではありません。「date: ${day}」のように、半角の数字とハイフンで書いてください。`,
      'fixable',
    ),
    'date-in-name-impossible': error(
      (written) =>
        `フォルダー名・ファイル名の日付「${written}」はありえない日付です。年-月-日（月は 01〜12、日はその月の日数まで）に直してください。`,
    ),
    'date-missing': error(
      () =>
        '公開日がわかりません。フォルダー名を公開日から始めるか（例: blog/2026-07-04-summer-camp/index.md）、フロントマターに date: 2026-07-04 と書いてください。日付がないと、ファイルを取り出すたびに公開日が変わってしまいます。',
    ),
    'date-differs-from-name': notice(
      (day, named) =>
        `date の日付（${day}）が、フォルダー名・ファイル名の日付（${named}）と違います。公開日は date の ${day} になります。ほかの記事を写して書き始めたときは、date の行を消すか、この記事の公開日に直してください。公開日をわざと変えているなら、このままで構いません。`,
    ),
    'date-time': {
      ...notice(
        (time, day, date) =>
          `date の時刻（${time}）は使われません。公開は日付ごとで、時刻に関係なく ${day}（日本時間）から公開されます。それより前にマージした記事は、その日の 0 時過ぎの自動公開でサイトに載ります。時刻を消して date: ${date} と書くと、その日（日本時間）の公開になり、このお知らせは出なくなります。`,
      ),
      help: 'draft-schedule-unlisted',
    },
  },
};

/**
 * A day written in another common form (2026/7/4, 2026年7月4日, full-width digits) as YYYY-MM-DD,
 * when it is a real calendar day; undefined otherwise.
 */
function normalisedDay(written: string): string | undefined {
  const ascii = written
    .trim()
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
  const match = /^(\d{4})\s*[-/.年－ー]\s*(\d{1,2})\s*[-/.月－ー]\s*(\d{1,2})\s*日?$/.exec(ascii);
  if (!match) return undefined;
  const [, year, month, day] = match;
  const normalised = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return parseDate(normalised) ? normalised : undefined;
}

export default fileRule(
  rule,
  ({kind, partial, path, text, frontMatter, keyLines}, report, _site, file) => {
    if (kind !== 'blog' || partial) return;
    const dated = DATE_IN_NAME.exec(postName(path));
    const named = dated && {
      written: `${dated[1]}-${dated[2]}-${dated[3]}`,
      date: parseDate(`${dated[1]}-${dated[2].padStart(2, '0')}-${dated[3].padStart(2, '0')}`),
    };
    const written = frontMatter.date;
    if (written === undefined) {
      if (!named && !SPACE_IN_NAME.test(path)) report('date-missing', 1);
      else if (named && !named.date) report('date-in-name-impossible', 1, named.written);
      if (named?.date) file.data.date = named.date;
      return;
    }
    const line = keyLines.get('date');
    const shown = typeof written === 'string' ? written : JSON.stringify(written);
    const date = typeof written === 'string' ? parseDate(written) : undefined;
    const day = typeof written === 'string' && !date ? normalisedDay(written) : undefined;
    if (day) {
      const fix = line === undefined ? undefined : lineEdit(text, line, `date: ${day}`);
      report('date-form', {line, fix}, shown, day);
    } else if (!date) report('date-impossible', line, shown);
    if (!date || typeof written !== 'string') return;
    file.data.date = date;
    const time = /[T ](\d{2}:\d{2})/.exec(written)?.[1];
    if (time) report('date-time', line, time, tokyoDay(date), written.slice(0, 10));
    // The day as written: a time of day that moves it in Tokyo has a notice of its own.
    if (named?.date && written.slice(0, 10) !== named.date.toISOString().slice(0, 10)) {
      report('date-differs-from-name', line, written.slice(0, 10), named.written);
    }
  },
);
