import {COURSE_NAMES, type CourseId} from '../vocabulary/courseNames';
import {COURSE_NEEDS} from '../vocabulary/courseNeeds';
import {APPLE_SILICON_MAC, IPHONE_AND_APPLE_ACCOUNT} from './devices';
import {audience} from './school';
import type {SchoolYear} from '../vocabulary/schoolYear';

/** The courses the school teaches. Shown on the home page and on /docs/intro/course. */
export interface Course {
  /** Stable ASCII id, used as the heading id on the course page. */
  readonly id: CourseId;
  /** From courseNames.ts, which pages that need only the name import. */
  readonly name: string;
  /** One sentence for cards on the home page. */
  readonly summary: string;
  readonly goals: readonly string[];
  /** A work students of the course have made: an example, not a promise. */
  readonly outcome: string;
  /** The youngest school year that can join; grown-ups always can. */
  readonly youngestSchoolYear: SchoolYear;
  readonly prerequisites: string;
  /** Typical time to finish, e.g. "6か月〜1年". */
  readonly typicalDuration: string;
  readonly tools: readonly string[];
}

/** The labels of a course's facts, shared by the home page cards and the course page. */
export const COURSE_FACT_LABELS = {
  goals: '学習の目標',
  outcome: '作品の例',
  audience: '受講できる方',
  prerequisites: '始める前に',
  // A learning guide, never the contract's length (which is one month: ruleTexts.monthByMonth).
  duration: '学ぶ期間の目安',
  tools: '使う道具',
} as const;

export const courses = [
  {
    id: 'beginner',
    name: COURSE_NAMES.beginner,
    summary: 'ブロックを組み合わせるところから始めて、プログラムで考える練習をします。',
    goals: ['変数・条件分岐・繰り返しを使いこなす', '小さなゲームを自分で組み立てる'],
    outcome: 'クリックで遊べるミニゲームと、自己紹介ページ',
    youngestSchoolYear: audience.youngestSchoolYear,
    prerequisites: `${audience.entryLevel}大丈夫です。プログラミングの経験は要りません。`,
    typicalDuration: '3〜6か月',
    tools: COURSE_NEEDS.beginner.tools,
  },
  {
    id: 'game',
    name: COURSE_NAMES.game,
    summary: 'Unity と C# で、遊べる 2D・3D のゲームづくりに取り組みます。',
    goals: [
      'Unity エディターの操作に慣れる',
      'C# でキャラクターやステージを動かす',
      '作品を公開する',
    ],
    outcome: 'ステージ、敵、スコアのあるオリジナルゲーム',
    youngestSchoolYear: COURSE_NEEDS.game.youngestSchoolYear,
    prerequisites:
      'はじめてのプログラミングコースを終えた程度の力が必要です。初めての方は、そのコースから始めます。',
    typicalDuration: '6か月〜1年',
    tools: COURSE_NEEDS.game.tools,
  },
  {
    id: 'ios',
    name: COURSE_NAMES.ios,
    summary: 'Swift と SwiftUI で、自分の iPhone で動くアプリづくりを学びます。',
    goals: ['Swift の文法を理解する', 'SwiftUI で画面を組み立てる', 'データを保存するアプリを作る'],
    outcome: '自分の iPhone で動く、日々の記録アプリ',
    youngestSchoolYear: COURSE_NEEDS.ios.youngestSchoolYear,
    prerequisites: `${APPLE_SILICON_MAC} と ${IPHONE_AND_APPLE_ACCOUNT}が必要です。プログラミングが初めての方も受講できます。`,
    typicalDuration: '6か月〜1年',
    tools: COURSE_NEEDS.ios.tools,
  },
] as const satisfies readonly Course[];
