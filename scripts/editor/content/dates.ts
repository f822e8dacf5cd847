/** A blog post's publication date, from its front matter or its file name. */
import path from 'node:path';
import {MARKDOWN} from './files';
import {tokyoDay} from '../../../config/publishing';
import type {Finding, Source} from './types';

const DATE_IN_NAME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:-|$)/;
const DATE_VALUE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:?\d{2})?)?$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A real calendar date, or undefined for 2024-13-45 and the like (which YAML would roll over). */
export function parseDate(text: string): Date | undefined {
  const match = DATE_VALUE.exec(text.trim());
  if (!match) return undefined;
  const [, y, m, d, hh = '0', mm = '0', ss = '0', zone] = match;
  const [year, month, day] = [Number(y), Number(m), Number(d)];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return undefined;
  const offset = zone ? zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2') : 'Z';
  const iso = `${y}-${m}-${d}T${hh.padStart(2, '0')}:${mm.padStart(2, '0')}:${ss.padStart(2, '0')}${offset}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * The post's date, from its front matter or its file name; a missing or impossible one is a
 * finding. A time of day is no error, but it is ignored: the daily deploy publishes by the day.
 */
export function blogDate(
  source: Source,
  findings: Finding[],
  nameReported = false,
): Date | undefined {
  const {file, frontMatter, keyLines} = source;
  const written = frontMatter.date;
  if (written !== undefined) {
    const date = typeof written === 'string' ? parseDate(written) : undefined;
    if (!date) {
      findings.push({
        file,
        line: keyLines.get('date'),
        severity: 'error',
        message: `日付「${typeof written === 'string' ? written : JSON.stringify(written)}」はありえない日付です。date: 2026-07-04 のように、年-月-日で書いてください（月は 01〜12、日はその月の日数まで）。`,
      });
    }
    const time = typeof written === 'string' ? /[T ](\d{2}:\d{2})/.exec(written)?.[1] : undefined;
    if (date && time && typeof written === 'string') {
      findings.push({
        file,
        line: keyLines.get('date'),
        severity: 'notice',
        message: `date の時刻（${time}）は使われません。公開は日付ごとで、時刻に関係なく ${tokyoDay(date)}（日本時間）から公開されます。それより前にマージした記事は、その日の 0 時過ぎの自動公開でサイトに載ります。時刻を消して date: ${written.slice(0, 10)} と書くと、その日（日本時間）の公開になり、このお知らせは出なくなります。`,
      });
    }
    return date;
  }
  const name = path.posix.basename(
    /\/index\.mdx?$/.test(file) ? path.posix.dirname(file) : file.replace(MARKDOWN, ''),
  );
  const dated = DATE_IN_NAME.exec(name);
  if (!dated && nameReported) return undefined;
  if (!dated) {
    findings.push({
      file,
      line: 1,
      severity: 'error',
      message:
        '公開日がわかりません。フォルダー名を公開日から始めるか（例: blog/2026-07-04-summer-camp/index.md）、フロントマターに date: 2026-07-04 と書いてください。日付がないと、ファイルを取り出すたびに公開日が変わってしまいます。',
    });
    return undefined;
  }
  const [, y, m, d] = dated;
  const date = parseDate(`${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`);
  if (!date) {
    findings.push({
      file,
      line: 1,
      severity: 'error',
      message: `フォルダー名・ファイル名の日付「${y}-${m}-${d}」はありえない日付です。年-月-日（月は 01〜12、日はその月の日数まで）に直してください。`,
    });
  }
  return date;
}
