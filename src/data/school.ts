/**
 * The school's facts, in one place. Every value here is a sample: the owner replaces them
 * (see README 「教室情報」). The config, pages and docs read them from this module.
 */
export interface School {
  /** Full name, shown as the site title and in structured data. */
  readonly name: string;
  /** Short name for tight spaces such as the navbar on small phones. */
  readonly shortName: string;
  /** One-line value proposition, used as the site tagline and meta description. */
  readonly tagline: string;
  /** Places where in-person lessons are offered; online lessons reach everywhere. */
  readonly regions: readonly string[];
  /** The external free-trial application form. The only outbound call to action. */
  readonly trialFormUrl: string;
  /** The school's page on the code-hosting service. */
  readonly githubUrl: string;
  /** GitHub organisation and repository that deploy to GitHub Pages. */
  readonly githubOrganization: string;
  readonly githubProject: string;
  /** Public address of the deployed site, without a trailing slash. */
  readonly siteUrl: string;
  readonly contactEmail: string;
  /** The year the school opened; the copyright line starts from it. */
  readonly foundedYear: number;
}

export const school = {
  name: 'きらりプログラミング教室',
  shortName: 'きらり',
  tagline: '完全予約制のマンツーマンで学ぶ、ゲームとアプリのプログラミング教室',
  regions: ['札幌', '小樽'],
  trialFormUrl: 'https://docs.google.com/forms/d/e/REPLACE-WITH-YOUR-FORM-ID/viewform',
  githubUrl: 'https://github.com/kirari-programming',
  githubOrganization: 'kirari-programming',
  githubProject: 'kirari-programming.github.io',
  siteUrl: 'https://kirari-programming.github.io',
  contactEmail: 'info@kirari-programming.example',
  foundedYear: 2023,
} as const satisfies School;

/** Japanese school years, 1 = 小学1年生 … 6 = 小学6年生, 7 = 中学1年生 … 12 = 高校3年生. */
export type SchoolYear = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** 4 → "小学4年生", 8 → "中学2年生", 11 → "高校2年生" */
export function formatSchoolYear(year: SchoolYear): string {
  if (year <= 6) return `小学${year}年生`;
  if (year <= 9) return `中学${year - 6}年生`;
  return `高校${year - 9}年生`;
}

/** Who the school teaches: every course's youngest school year is this one or later. */
export const audience = {
  youngestSchoolYear: 4 as SchoolYear,
  /** What a beginner needs, ending so that 「大丈夫です」 or 「始められます」 can follow. */
  entryLevel: 'マウスを使い、キーボードで文字を入力できれば',
} as const;

/** "小学4年生から大人まで": the age range every page states. */
export const AUDIENCE_RANGE = `${formatSchoolYear(audience.youngestSchoolYear)}から大人まで`;

/** The single label of the call to action: navbar, buttons, and the text that points to them. */
export const TRIAL_CTA_LABEL = '無料体験レッスンを申し込む';

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
