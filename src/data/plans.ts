/**
 * Monthly plans. Prices are in yen, tax included (総額表示), and appear in this file only:
 * pages and docs render them from here.
 */
/** Every lesson, in every plan and in the free trial, lasts this long. */
export const LESSON_MINUTES = 60;

export interface Plan {
  readonly id: string;
  readonly name: string;
  readonly lessonsPerMonth: number;
  readonly minutesPerLesson: number;
  /** Monthly fee in yen, consumption tax included. */
  readonly monthlyPriceYen: number;
  readonly recommendedFor: string;
}

export const plans = [
  {
    id: 'light',
    name: 'ライトプラン',
    lessonsPerMonth: 2,
    minutesPerLesson: LESSON_MINUTES,
    monthlyPriceYen: 11000,
    recommendedFor: '部活や仕事と両立しながら、自分のペースで続けたい方',
  },
  {
    id: 'standard',
    name: 'スタンダードプラン',
    lessonsPerMonth: 4,
    minutesPerLesson: LESSON_MINUTES,
    monthlyPriceYen: 19800,
    recommendedFor: '週に一度のレッスンで、着実に作品づくりを進めたい方',
  },
  {
    id: 'intensive',
    name: 'しっかりプラン',
    lessonsPerMonth: 8,
    minutesPerLesson: LESSON_MINUTES,
    monthlyPriceYen: 35200,
    recommendedFor: '受験やポートフォリオづくりなど、短期間で集中して学びたい方',
  },
] as const satisfies readonly Plan[];

/** "月4回・各60分": a plan's lessons, as the legal notice, the cards and the JSON-LD state them. */
export function planTerms(plan: Plan): string {
  return `月${plan.lessonsPerMonth}回・各${plan.minutesPerLesson}分`;
}

/** What the free first lesson includes. */
export const trialLesson = {
  minutes: LESSON_MINUTES,
  priceYen: 0,
  includes: ['学びたいことのヒアリング', '実際にプログラムを動かす体験', '学習プランのご提案'],
} as const;

/** The one promise about selling, wherever the trial is offered. */
export const NO_PRESSURE = '無理な勧誘はいたしません。';

/** How the monthly fee can be paid: the first month's at enrolment, then every month. */
export const PAYMENT_METHODS = {
  monthly: ['口座振替', 'クレジットカード'],
  // A direct debit takes weeks to set up, so it cannot pay the fee due at enrolment.
  firstMonth: ['クレジットカード', '銀行振込'],
} as const;

// Typed as numbers: the owner may set a fee, and pages must handle both cases.
export const ENROLLMENT_FEE_YEN = 0 as number;
export const MATERIALS_FEE_YEN = 0 as number;

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
