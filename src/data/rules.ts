/**
 * The numbers behind the course rules (受講規約 on /docs/aboutCompany/terms, the fees page and
 * the FAQ). Every page states a rule with these values, so a rule changes here only.
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

/** The month (1–12) that is `count` months after `month`: monthsAfter(11, 3) → 2. */
export function monthsAfter(month: number, count: number): number {
  return ((month - 1 + count) % 12) + 1;
}
