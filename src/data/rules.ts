import {rules as rulesFacts} from 'school-data/rules';
import {PAYMENT_METHODS} from './plans';

/**
 * The numbers behind the course rules (受講規約 on /docs/aboutCompany/terms, the fees page,
 * the legal notice and the FAQ), from src/data/facts/rules.yml, and what the sentences that
 * state them share (./ruleTexts, one module each). Pages render these, so a rule changes
 * there only and reads the same everywhere.
 */
export const rules = rulesFacts;

/**
 * The month a student who joins on `day` of `month` starts in, and pays for at enrolment:
 * that month up to the {@link rules.lastDayToStartThisMonth}th, the next one after it.
 */
export function firstLessonMonth(month: number, day: number): number {
  return day <= rules.lastDayToStartThisMonth ? month : monthsAfter(month, 1);
}

/** The month (1–12) that is `count` months after `month`: monthsAfter(11, 3) → 2. */
export function monthsAfter(month: number, count: number): number {
  return ((month - 1 + count) % 12) + 1;
}

/** "18:00" → "午後6時", "09:30" → "午前9時30分": a time as a parent reads it. */
export function clockText(time: string): string {
  const [hour, minute] = time.split(':').map(Number);
  const half = hour < 12 ? '午前' : '午後';
  return `${half}${hour % 12}時${minute === 0 ? '' : `${minute}分`}`;
}

/** The deadline for changing a booking, on the day before the lesson: "午後6時". */
export const rescheduleCutoff = clockText(rules.rescheduleCutoffTimeDayBefore);

/** The way every month's fee is taken once it has been set up: 「口座振替」. */
export const [directDebit] = PAYMENT_METHODS.monthly;
/** How the first month's fee, and a fee that did not arrive, can be paid: 「クレジットカードか銀行振込」. */
export const firstMonthMethods = PAYMENT_METHODS.firstMonth.join('か');

/** The month `months` after another, as a fee is named by it: 2 → 「翌々月」, 3 → 「3か月後の月」. */
export function monthsLaterText(months: number): string {
  return months === 2 ? '翌々月' : `${months}か月後の月`;
}
