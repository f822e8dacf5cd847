/**
 * The courses' names by id, apart from the rest of courses.ts: the equipment list, the costs
 * and the links to a course need only these, and pages that show them stay light.
 */
export const COURSE_NAMES = {
  beginner: 'はじめてのプログラミングコース',
  game: 'ゲーム制作コース',
  ios: 'iOS アプリコース',
} as const;

export type CourseId = keyof typeof COURSE_NAMES;
