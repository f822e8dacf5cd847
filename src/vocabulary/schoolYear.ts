/**
 * Japanese school years: 1 = 小学1年生 … 6 = 小学6年生, 7 = 中学1年生 … 12 = 高校3年生. The facts
 * schema takes its bounds from here and types school.yml's youngestSchoolYear as one.
 */
export const SCHOOL_YEARS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export type SchoolYear = (typeof SCHOOL_YEARS)[number];

/** 4 → "小学4年生", 8 → "中学2年生", 11 → "高校2年生" */
export function formatSchoolYear(year: SchoolYear): string {
  if (year <= 6) return `小学${year}年生`;
  if (year <= 9) return `中学${year - 6}年生`;
  return `高校${year - 9}年生`;
}
