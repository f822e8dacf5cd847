/**
 * A blog post's publication date, from its front matter or its file name: a missing or
 * impossible one is an error, and a front matter date on another day than the name's (often a
 * copied post's) a notice. A time of day is no error, but it is ignored: the daily deploy
 * publishes by the day. parse.ts reads the date itself.
 */
import {tokyoDay} from '../../../../config/publishing';
import {nameDate, parseDate} from '../../../../src/lib/blogPost';
import {lineEdit} from '../lines';
import {fileRule} from '../rule-types';
import {SPACE_IN_NAME} from './file-name';

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
  'dates',
  ({kind, partial, path, text, frontMatter, keyLines, date}, report) => {
    if (kind !== 'blog' || partial) return;
    const named = nameDate(path);
    const written = frontMatter.date;
    if (written === undefined) {
      if (!named && !SPACE_IN_NAME.test(path)) report('date-missing', 1);
      else if (named && !named.date) report('date-in-name-impossible', 1, named.written);
      return;
    }
    const line = keyLines.get('date');
    const shown = typeof written === 'string' ? written : JSON.stringify(written);
    const day = typeof written === 'string' && !date ? normalisedDay(written) : undefined;
    if (day) {
      const fix = line === undefined ? undefined : lineEdit(text, line, `date: ${day}`);
      report('date-form', {line, fix}, shown, day);
    } else if (!date) report('date-impossible', line, shown);
    if (!date || typeof written !== 'string') return;
    const time = /[T ](\d{2}:\d{2})/.exec(written)?.[1];
    if (time) report('date-time', line, time, tokyoDay(date), written.slice(0, 10));
    // The day as written: a time of day that moves it in Tokyo has a notice of its own.
    if (named?.date && written.slice(0, 10) !== named.date.toISOString().slice(0, 10)) {
      report('date-differs-from-name', line, written.slice(0, 10), named.written);
    }
  },
);
