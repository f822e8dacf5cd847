import {school as schoolFacts} from 'school-data/school';
import {formatSchoolYear} from '../vocabulary/schoolYear';

/** The school itself, from src/data/facts/school.yml: the config, pages and docs read it here. */
export type School = typeof schoolFacts;

export const school: School = schoolFacts;

/** Who the school teaches: every course's youngest school year is this one or later. */
export const audience = {
  youngestSchoolYear: school.youngestSchoolYear,
  /** What a beginner needs, ending so that 「大丈夫です」 or 「始められます」 can follow. */
  entryLevel: 'マウスを使い、キーボードで文字を入力できれば',
} as const;

/** "小学4年生から大人まで": the age range every page states. */
export const AUDIENCE_RANGE = `${formatSchoolYear(audience.youngestSchoolYear)}から大人まで`;

/** The single label of the call to action: navbar, buttons, and the text that points to them. */
export const TRIAL_CTA_LABEL = '無料体験レッスンを申し込む';

/**
 * The line under each trial button, around the privacy policy's link: parts short enough for the
 * phrase table, so the line wraps between phrases and keeps 「プライバシーポリシー」 whole.
 */
export const TRIAL_CONSENT = {
  before: 'お申し込みいただくと、',
  link: 'プライバシーポリシー',
  after: '（外国にある事業者への提供を含みます）に同意いただいたことになります',
} as const;

/** Search keywords of the spec: lessons, reservation, school, games, Swift, iOS, Unity, remote, regions. */
export const siteKeywords: readonly string[] = [
  '個別指導',
  'マンツーマン',
  '完全予約制',
  'プログラミング教室',
  'ゲーム制作',
  'Swift',
  'iOS',
  'Unity',
  'オンライン',
  'リモート',
  ...school.regions,
];
