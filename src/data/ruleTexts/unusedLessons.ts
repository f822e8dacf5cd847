import {rules} from '../rules';

/** Lessons paid for and not taken: never lost while their carry-over lasts (消費者契約法10条). */
export const unusedLessons = `その月に受けきれなかったレッスンは、${rules.carryOverMonths}か月後の月末まで繰り越せます。休会しても退会しても、この期限は変わりません。退会したあとも、お支払い済みのレッスンは、この期限まで予約して受けられます。期限を過ぎたレッスンの料金はお返ししません。`;
