import {voices as voicesFacts} from 'school-data/voices';

/**
 * 保護者の声・受講生の作品 on the home page, from src/data/facts/voices.yml. Only real words and
 * works go there, each published with the family's consent (受講規約「作品と写真」); the section
 * shows nothing while both lists are empty. Never add samples: test/unit/voices.test.ts refuses them.
 */
export type ParentVoice = (typeof voicesFacts)['parentVoices'][number];
export type StudentWork = (typeof voicesFacts)['studentWorks'][number];

export const parentVoices: readonly ParentVoice[] = voicesFacts.parentVoices;

export const studentWorks: readonly StudentWork[] = voicesFacts.studentWorks;

/** The section's title, on the home page and in its tests. */
export const VOICES_TITLE = '保護者の声・受講生の作品';

/** The titles of the section's two lists. */
export const VOICES_GROUP_TITLES = {
  parentVoices: '保護者の声',
  studentWorks: '受講生の作品',
} as const;
