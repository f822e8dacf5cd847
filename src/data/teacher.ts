import {school} from './school';

/**
 * The teacher's profile, shown on the home page and on /docs/intro/teacher. The teacher runs the
 * school, so the name is also the 運営統括責任者 of the legal notice and the privacy policy's
 * 代表者 (operator.ts), and the blog's author (blog/authors.yml). Every value is a made-up sample.
 */
export interface Teacher {
  readonly name: string;
  readonly role: string;
  readonly photo: string;
  readonly summary: string;
  readonly career: readonly string[];
  readonly skills: readonly string[];
  readonly message: string;
}

/** The label of the teacher's skills, wherever they are listed. */
export const SKILLS_LABEL = '教えられる言語・ツール';

export const teacher = {
  name: '星野 ひかり',
  role: '代表・講師',
  photo: '/img/teacher.svg',
  summary: 'ゲーム会社とアプリ開発会社で 10 年以上エンジニアとして働いたのち、教室を開きました。',
  career: [
    '家庭用ゲームの開発会社で、Unity を使ったゲーム制作に 6 年携わる',
    'iOS アプリの受託開発会社で、Swift によるアプリ開発を 5 年担当',
    `${school.foundedYear} 年に${school.name}を開校`,
  ],
  skills: ['Scratch', 'JavaScript', 'Unity', 'C#', 'Swift', 'SwiftUI', 'Xcode'],
  message: 'つまずいたところこそ、成長のチャンスです。一緒に一歩ずつ進みましょう。',
} as const satisfies Teacher;
