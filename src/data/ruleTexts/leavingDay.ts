import {rules} from '../rules';

const notice = rules.noticeDayOfPreviousMonth;

/** The day a notice of leaving makes the contract end, stated once (also the FAQ's short answer). */
export const leavingDay = `退会の日は、${notice}日までのお知らせならその月の末日、${notice}日を過ぎてからのお知らせなら翌月の末日です（翌月分の月謝もお支払いいただきます）。`;
