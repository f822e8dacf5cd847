import type {courses} from './courses';

/**
 * 保護者の声・生徒の作品 on the home page. Only real words and works go here, each published
 * with the family's consent (受講規約「作品の扱い」); the section shows nothing while both lists
 * are empty. Never add samples: test/unit/voices.test.ts refuses them.
 */
type CourseId = (typeof courses)[number]['id'];

export interface ParentVoice {
  /** The parent's own words, as they agreed to publish them. */
  readonly quote: string;
  /** Who said it, without a name: "小学5年生のお子さまの保護者". */
  readonly speaker: string;
  readonly courseId: CourseId;
  /** The day the family agreed to publish it, "YYYY-MM-DD". */
  readonly consentedOn: string;
}

export interface StudentWork {
  readonly title: string;
  /** Who made it, without a name: "中学2年生". */
  readonly maker: string;
  readonly courseId: CourseId;
  /** What the work does, in one or two sentences. */
  readonly description: string;
  /** Where the work can be played or seen (https), if it is public. */
  readonly url?: string;
  /** The day the student and their parent agreed to publish it, "YYYY-MM-DD". */
  readonly consentedOn: string;
}

export const parentVoices: readonly ParentVoice[] = [];

export const studentWorks: readonly StudentWork[] = [];

/** The section's title, on the home page and in its tests. */
export const VOICES_TITLE = '保護者の声・生徒の作品';

/** The titles of the section's two lists. */
export const VOICES_GROUP_TITLES = {
  parentVoices: '保護者の声',
  studentWorks: '生徒の作品',
} as const;
