/** The courses the school teaches. Shown on the home page and on /docs/intro/course. */
export interface Course {
  /** Stable ASCII id, used as the heading id on the course page. */
  readonly id: string;
  readonly name: string;
  /** One sentence for cards on the home page. */
  readonly summary: string;
  readonly goals: readonly string[];
  /** What a student has made by the end. */
  readonly outcome: string;
  readonly prerequisites: string;
  /** Typical time to finish, e.g. "6か月〜1年". */
  readonly typicalDuration: string;
  readonly tools: readonly string[];
}

export const courses = [
  {
    id: 'beginner',
    name: 'はじめてのプログラミングコース',
    summary: 'パソコンの操作から始めて、プログラムで考える力を身につけます。',
    goals: ['変数・条件分岐・繰り返しを使いこなす', '小さなゲームを自分で組み立てる'],
    outcome: 'クリックで遊べるミニゲームと、自己紹介ページ',
    prerequisites: '文字の入力ができれば大丈夫です。小学校高学年から大人まで受講できます。',
    typicalDuration: '3〜6か月',
    tools: ['Scratch', 'JavaScript'],
  },
  {
    id: 'game',
    name: 'ゲーム制作コース',
    summary: 'Unity と C# で、遊べる 2D・3D ゲームを一本完成させます。',
    goals: [
      'Unity エディターの操作に慣れる',
      'C# でキャラクターやステージを動かす',
      '作品を公開する',
    ],
    outcome: 'ステージ、敵、スコアのあるオリジナルゲーム',
    prerequisites:
      'はじめてのプログラミングコース修了程度。ゲームが好きなら未経験からでも相談できます。',
    typicalDuration: '6か月〜1年',
    tools: ['Unity', 'C#'],
  },
  {
    id: 'ios',
    name: 'iOS アプリコース',
    summary: 'Swift と SwiftUI で、iPhone で動くアプリを作って App Store を目指します。',
    goals: ['Swift の文法を理解する', 'SwiftUI で画面を組み立てる', 'データを保存するアプリを作る'],
    outcome: '自分の iPhone で動く、日々の記録アプリ',
    prerequisites: 'Mac をお持ちの方。プログラミング経験は問いません。',
    typicalDuration: '6か月〜1年',
    tools: ['Swift', 'SwiftUI', 'Xcode'],
  },
] as const satisfies readonly Course[];
