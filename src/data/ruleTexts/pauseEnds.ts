import {rules} from '../rules';

/** A pause that runs out with no word from the member. */
export const pauseEnds = `休会は、続けて${rules.maxPauseMonths}か月までです。休会の最後の月の${rules.noticeDayOfPreviousMonth}日までに再開のお知らせがないときは、その月の末日に退会となり、翌月分のお支払いはありません。その前に、当教室からメールでお尋ねします。`;
