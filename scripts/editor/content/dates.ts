/** A blog post's publication date, from its front matter or its file name. */
import {tokyoDay} from '../../../config/publishing';
import {DATE_IN_NAME, parseDate, postName} from '../../../src/lib/blogPost';
import {lineEdit} from './lines';
import {finding} from './rules';
import type {Finding, Source} from './types';

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
    const fix = line === undefined ? undefined : lineEdit(source.text, line, `date: ${day}`);
    findings.push(finding('date-form', {file, line, fix}, text, day));
  } else if (!date) {
    findings.push(finding('date-impossible', {file, line}, text));
  }
  const time = typeof written === 'string' ? /[T ](\d{2}:\d{2})/.exec(written)?.[1] : undefined;
  if (date && time && typeof written === 'string') {
    findings.push(finding('date-time', {file, line}, time, tokyoDay(date), written.slice(0, 10)));
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
      findings.push(
        finding('date-differs-from-name', {file, line: keyLines.get('date')}, day, named.written),
      );
    }
    return date;
  }
  if (!named && nameReported) return undefined;
  if (!named) {
    findings.push(finding('date-missing', {file, line: 1}));
    return undefined;
  }
  if (!named.date) {
    findings.push(finding('date-in-name-impossible', {file, line: 1}, named.written));
  }
  return named.date;
}
