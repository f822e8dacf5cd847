import {rules} from '../rules';

const notice = rules.noticeDayOfPreviousMonth;

/** The one deadline for plan changes, pauses and restarts, and for a notice of leaving. */
export const noticeDeadline = `プランの変更、休会、休会からの再開は、${notice}日までにメールでお知らせいただくと、翌月1日から変わります。${notice}日を過ぎたときは、翌々月1日からになります。退会のお知らせの締め日も、同じ${notice}日です。`;
