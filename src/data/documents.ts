import {documents as documentsFacts} from 'school-data/documents';

/**
 * When the legal documents took effect and were last changed, "YYYY-MM-DD", from
 * src/data/facts/documents.yml. Each page shows its dates from here; `revised` changes whenever
 * the page's rules change (民法548条の4 for the terms).
 */
export const documentDates = documentsFacts;

/** "2023-04-01" → "2023年4月1日" */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}
