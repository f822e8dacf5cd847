/**
 * Monthly plans. Prices are in yen, tax included (総額表示), and appear in this file only:
 * pages and docs render them from here.
 */
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
    minutesPerLesson: 60,
    monthlyPriceYen: 11000,
    recommendedFor: '部活や仕事と両立しながら、自分のペースで続けたい方',
  },
  {
    id: 'standard',
    name: 'スタンダードプラン',
    lessonsPerMonth: 4,
    minutesPerLesson: 60,
    monthlyPriceYen: 19800,
    recommendedFor: '週に一度のレッスンで、着実に作品を完成させたい方',
  },
  {
    id: 'intensive',
    name: 'しっかりプラン',
    lessonsPerMonth: 8,
    minutesPerLesson: 60,
    monthlyPriceYen: 35200,
    recommendedFor: '受験やポートフォリオづくりなど、短期間で集中して学びたい方',
  },
] as const satisfies readonly Plan[];

/** What the free first lesson includes. */
export const trialLesson = {
  minutes: 60,
  priceYen: 0,
  includes: ['学びたいことのヒアリング', '実際にプログラムを動かす体験', '学習プランのご提案'],
} as const;

// Typed as a number: the owner may set a fee, and pages must handle both cases.
export const ENROLLMENT_FEE_YEN = 0 as number;

/** 11000 → "11,000円" */
export function formatYen(amount: number): string {
  return `${amount.toLocaleString('ja-JP')}円`;
}
