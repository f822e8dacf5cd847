/**
 * The numbers behind the course rules (受講規約 on /docs/aboutCompany/terms, the fees page,
 * the legal notice and the FAQ), and the sentences that state the rules shown on more than one
 * page. Pages render these, so a rule changes here only and reads the same everywhere.
 */
export const rules = {
  /** Plan changes, pauses and leaving: tell the school by this day of the month before. */
  noticeDayOfPreviousMonth: 20,
  /** Fees are paid in advance: next month's fee is charged on this day of the month. */
  paymentDayOfMonth: 27,
  /** A booking can be moved or cancelled until this time on the day before the lesson. */
  rescheduleCutoffTimeDayBefore: '18:00',
  /** Without word this many minutes after the start, the lesson counts as an absence. */
  noShowAfterMinutes: 15,
  /** When connection trouble costs at least this many minutes, the lesson is made up once. */
  connectionMakeUpMinutes: 20,
  /** Unused lessons can be booked until the end of this many months after their own. */
  carryOverMonths: 1,
  /** The longest pause in one go, in months. */
  maxPauseMonths: 3,
  /** A lesson the school cancels is made up within this many days, or refunded. */
  teacherCancelMakeUpDays: 30,
} as const;

/**
 * 特定継続的役務 (特定商取引法41条, 施行令11条 and 別表第4 「パソコン教室」): a contract longer
 * than `months` that costs more than `yen` brings the rules of 42条–49条. The school's
 * contracts stay within both (test/unit/facts.test.ts).
 */
export const SPECIFIED_CONTINUOUS_SERVICE = {months: 2, yen: 50000} as const;

const notice = rules.noticeDayOfPreviousMonth;

/** The rules several pages state, each as the sentences every page shows. */
export const ruleTexts = {
  /** 代金の支払時期 (特商法11条, 施行規則8条): the first month, then every month. */
  paymentTimes: `月謝は前払いです。初めの月の分は入会の手続きのときに、その後は毎月${rules.paymentDayOfMonth}日に翌月分をお支払いいただきます。`,
  /** How the month a student starts in is priced, and when a late enrolment starts. */
  firstMonth: `月の途中から受講を始める月の月謝は、1回分の料金（月謝をプランの回数で割った額）に、その月に受けるレッスンの回数を掛けた額です。${notice}日を過ぎてから入会するときは、翌月1日からの受講になり、入会の手続きのときに翌月分をお支払いいただきます。`,
  /** The one deadline for plan changes, pauses, restarts and leaving. */
  noticeDeadline: `プランの変更、休会、休会からの再開、退会は、どれも変わる月の前の月の${notice}日までに、メールでお知らせください。`,
  /** Leaving (解約) by the student's side. */
  leaving: `退会の日は、ご希望の月の末日です。その月の${notice}日までにお知らせください。${notice}日を過ぎてからのお知らせでは、翌月の末日に退会となります。退会の手数料や違約金はかかりません。`,
  /** A lesson the school cancels (the teacher's illness, a closed classroom). */
  schoolCancels: `講師の病気や大雪など、教室の都合でレッスンをお休みにするときは、決まりしだいメールでお知らせします。そのレッスンは、${rules.teacherCancelMakeUpDays}日以内の別の日に振り替えます。教室でのレッスンは、同じ時間のオンラインのレッスンに切り替えることもできます。どちらも日が合わないときは、1回分の料金（月謝をプランの回数で割った額）をお返しします。`,
} as const;

/** The month (1–12) that is `count` months after `month`: monthsAfter(11, 3) → 2. */
export function monthsAfter(month: number, count: number): number {
  return ((month - 1 + count) % 12) + 1;
}
