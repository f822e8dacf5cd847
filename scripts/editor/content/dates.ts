/** A blog post's publication date, from its front matter or its file name. */
import {tokyoDay} from '../../../config/publishing';
import {DATE_IN_NAME, parseDate, postName} from '../../../src/lib/blogPost';
import type {Finding, Source} from './types';

/**
 * A day written in another common form (2026/7/4, 2026年7月4日, full-width digits) as YYYY-MM-DD,
 * when it is a real calendar day; undefined otherwise.
 */
export function normalisedDay(written: string): string | undefined {
  const ascii = written
    .trim()
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
  const match = /^(\d{4})\s*[-/.年－ー]\s*(\d{1,2})\s*[-/.月－ー]\s*(\d{1,2})\s*日?$/.exec(ascii);
  if (!match) return undefined;
  const [, year, month, day] = match;
  const normalised = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return parseDate(normalised) ? normalised : undefined;
}

/** The date of a post's folder or file name, YYYY-MM-DD as written there, or undefined. */
function nameDate(file: string): {written: string; date: Date | undefined} | undefined {
  const dated = DATE_IN_NAME.exec(postName(file));
  if (!dated) return undefined;
  const [, y, m, d] = dated;
  return {
    written: `${y}-${m}-${d}`,
    date: parseDate(`${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`),
  };
}

/** The post's date from its front matter; a date in the wrong form or impossible is a finding. */
function frontMatterDate(source: Source, written: unknown, findings: Finding[]): Date | undefined {
  const {file, keyLines} = source;
  const line = keyLines.get('date');
  const text = typeof written === 'string' ? written : JSON.stringify(written);
  const date = typeof written === 'string' ? parseDate(written) : undefined;
  const day = typeof written === 'string' && !date ? normalisedDay(written) : undefined;
  if (day) {
    findings.push({
      file,
      line,
      severity: 'error',
      message: `日付「${text}」は年-月-日の形ではありません。「date: ${day}」のように、半角の数字とハイフンで書いてください。`,
      ...(line !== undefined && {fix: {line, text: `date: ${day}`}}),
    });
  } else if (!date) {
    findings.push({
      file,
      line,
      severity: 'error',
      message: `日付「${text}」はありえない日付です。date: 2026-07-04 のように、年-月-日で書いてください（月は 01〜12、日はその月の日数まで）。`,
    });
  }
  const time = typeof written === 'string' ? /[T ](\d{2}:\d{2})/.exec(written)?.[1] : undefined;
  if (date && time && typeof written === 'string') {
    findings.push({
      file,
      line,
      severity: 'notice',
      message: `date の時刻（${time}）は使われません。公開は日付ごとで、時刻に関係なく ${tokyoDay(date)}（日本時間）から公開されます。それより前にマージした記事は、その日の 0 時過ぎの自動公開でサイトに載ります。時刻を消して date: ${written.slice(0, 10)} と書くと、その日（日本時間）の公開になり、このお知らせは出なくなります。`,
    });
  }
  return date;
}

/**
 * The post's date, from its front matter or its file name; a missing or impossible one is a
 * finding, and so is a front matter date on another day than the name's (often a copied post's).
 * A time of day is no error, but it is ignored: the daily deploy publishes by the day.
 */
export function blogDate(
  source: Source,
  findings: Finding[],
  nameReported = false,
): Date | undefined {
  const {file, frontMatter, keyLines} = source;
  const named = nameDate(file);
  if (frontMatter.date !== undefined) {
    const date = frontMatterDate(source, frontMatter.date, findings);
    // The day as written: a time of day that moves it in Tokyo has a notice of its own.
    const day = typeof frontMatter.date === 'string' ? frontMatter.date.slice(0, 10) : '';
    if (date && named?.date && day !== named.date.toISOString().slice(0, 10)) {
      findings.push({
        file,
        line: keyLines.get('date'),
        severity: 'notice',
        message: `date の日付（${day}）が、フォルダー名・ファイル名の日付（${named.written}）と違います。公開日は date の ${day} になります。ほかの記事を写して書き始めたときは、date の行を消すか、この記事の公開日に直してください。公開日をわざと変えているなら、このままで構いません。`,
      });
    }
    return date;
  }
  if (!named && nameReported) return undefined;
  if (!named) {
    findings.push({
      file,
      line: 1,
      severity: 'error',
      message:
        '公開日がわかりません。フォルダー名を公開日から始めるか（例: blog/2026-07-04-summer-camp/index.md）、フロントマターに date: 2026-07-04 と書いてください。日付がないと、ファイルを取り出すたびに公開日が変わってしまいます。',
    });
    return undefined;
  }
  if (!named.date) {
    findings.push({
      file,
      line: 1,
      severity: 'error',
      message: `フォルダー名・ファイル名の日付「${named.written}」はありえない日付です。年-月-日（月は 01〜12、日はその月の日数まで）に直してください。`,
    });
  }
  return named.date;
}
