import {plans as plansFacts} from 'school-data/plans';

/**
 * Monthly plans, from src/data/facts/plans.yml. Prices are in yen, tax included (総額表示), and
 * are written there only: pages and docs render them from here.
 */
/** Every lesson, in every plan and in the free trial, lasts this long. */
export const LESSON_MINUTES = plansFacts.lessonMinutes;

export type Plan = (typeof plansFacts)['plans'][number] & {readonly minutesPerLesson: number};

export const plans: readonly Plan[] = plansFacts.plans.map((plan) => ({
  ...plan,
  minutesPerLesson: LESSON_MINUTES,
}));

/** "月4回・各60分": a plan's lessons, as the legal notice, the cards and the JSON-LD state them. */
export function planTerms(plan: Plan): string {
  return `月${plan.lessonsPerMonth}回・各${plan.minutesPerLesson}分`;
}

/**
 * What the free first lesson includes: no plan is proposed in it, so that no trial becomes
 * 電話勧誘販売 (特商法2条3項; the decision and its articles are at CANCELLATION_DAYS in ./law).
 */
export const trialLesson = {
  minutes: LESSON_MINUTES,
  priceYen: 0,
  includes: [
    '学びたいことのヒアリング',
    '実際にプログラムを動かす体験',
    'レッスンについてのご質問へのお答え',
  ],
} as const;

/** The one promise about selling, wherever the trial is offered: the trial solicits no contract. */
export const NO_SOLICITATION = '体験レッスンでは、入会のお誘いや料金プランのご提案はしません。';

/** How the monthly fee can be paid: the first month's at enrolment, then every month. */
export const PAYMENT_METHODS = {
  monthly: ['口座振替', 'クレジットカード'],
  // A direct debit takes weeks to set up, so it cannot pay the fee due at enrolment.
  firstMonth: ['クレジットカード', '銀行振込'],
} as const;

export const ENROLLMENT_FEE_YEN = plansFacts.enrollmentFeeYen;
export const MATERIALS_FEE_YEN = plansFacts.materialsFeeYen;

/**
 * The one-off fees besides the monthly fee, as one sentence: "入会金と教材費はかかりません。",
 * "入会金は5,500円（税込）です。教材費はかかりません。" …
 */
export function oneOffFeesSentence(): string {
  const fees = [
    {name: '入会金', yen: ENROLLMENT_FEE_YEN},
    {name: '教材費', yen: MATERIALS_FEE_YEN},
  ];
  const free = fees.filter((fee) => fee.yen === 0).map((fee) => fee.name);
  const charged = fees
    .filter((fee) => fee.yen !== 0)
    .map((fee) => `${fee.name}は${formatYen(fee.yen)}（税込）です。`);
  return [...charged, free.length > 0 ? `${free.join('と')}はかかりません。` : ''].join('');
}

/**
 * What a member pays at enrolment, by name: 「月謝」, or 「月謝と入会金」… when a one-off fee is
 * charged, so that no page names a fee of 0円.
 */
export function paidAtEnrolmentNames(): string {
  const names = [
    '月謝',
    ...(ENROLLMENT_FEE_YEN > 0 ? ['入会金'] : []),
    ...(MATERIALS_FEE_YEN > 0 ? ['教材費'] : []),
  ];
  return names.length < 3 ? names.join('と') : `${names.slice(0, -1).join('、')}と${names.at(-1)}`;
}

/**
 * A plan's pace, for a family choosing on its own: 「週に1回ほど」, 「2週に1回ほど」. Counted on a
 * month of four weeks; a rule of thumb, never a recommendation made to anyone.
 */
export function planPace(plan: Plan): string {
  const perWeek = plan.lessonsPerMonth / 4;
  if (Number.isInteger(perWeek)) return `週に${perWeek}回ほど`;
  const weeksApart = 4 / plan.lessonsPerMonth;
  return Number.isInteger(weeksApart)
    ? `${weeksApart}週に1回ほど`
    : `月に${plan.lessonsPerMonth}回`;
}

/**
 * The price of one lesson, which a refund pays back: the monthly fee divided by the plan's
 * lessons, rounded down so that refunds for a whole month never pass the fee paid.
 */
export function perLessonYen(plan: Plan): number {
  return Math.floor(plan.monthlyPriceYen / plan.lessonsPerMonth);
}

/** 11000 → "11,000円" */
export function formatYen(amount: number): string {
  return `${amount.toLocaleString('ja-JP')}円`;
}
