/**
 * When the legal documents took effect and were last changed, "YYYY-MM-DD". Each page shows its
 * dates from here; change `revised` whenever the page's rules change (民法548条の4 for the terms).
 */
export interface DocumentDates {
  readonly established: string;
  readonly revised: string;
}

export const documentDates = {
  privacyPolicy: {established: '2023-04-01', revised: '2026-11-26'},
  terms: {established: '2023-04-01', revised: '2026-11-26'},
} as const satisfies Record<string, DocumentDates>;

/** "2023-04-01" → "2023年4月1日" */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}
