import type {ParentVoice, StudentWork} from '../../src/data/voices';

/** Test entries: they exist only in the test build and are never published. */
export const TEST_VOICES: readonly ParentVoice[] = [
  {
    quote: '毎回のレッスンのあと、作ったものを家族に見せてくれるようになりました。',
    speaker: 'テスト用の保護者',
    courseId: 'beginner',
    consentedOn: '2026-01-10',
  },
];

export const TEST_WORKS: readonly StudentWork[] = [
  {
    title: 'テスト用の作品',
    maker: 'テスト用の生徒',
    courseId: 'game',
    description: 'ステージをよけながら進む、テスト用のゲームです。',
    consentedOn: '2026-01-10',
  },
];
