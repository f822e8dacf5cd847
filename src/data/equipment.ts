/** What a student needs at home for online lessons, shown on /docs/intro/environment. */
export interface CourseEquipment {
  /** A course id from courses.ts. */
  readonly courseId: string;
  readonly computer: string;
  readonly software: readonly string[];
  /** Costs outside the monthly fee; empty when there are none. */
  readonly extraCosts: readonly string[];
}

/** Needed for every online lesson, whatever the course. */
export const onlineLessonNeeds = {
  items: [
    'ビデオ通話アプリ「Zoom」（無料のアカウントで受講できます）',
    'マイク付きのイヤホンかヘッドセット（周りの音を拾いにくく、声が聞き取りやすくなります）',
    'Web カメラ（ノートパソコンに付いているもので十分です）',
    '画面を共有しても途切れにくい回線（光回線などの固定回線をおすすめします。スマートフォンのテザリングは途切れやすいため避けてください）',
  ],
  /** Devices the lessons cannot use, with the reason. */
  unsupported:
    'タブレット（iPad など）と Chromebook では、コースで使うソフトウェアが動かないため受講できません。',
} as const;

export const courseEquipment = [
  {
    courseId: 'beginner',
    computer: 'Windows 10 以降、または macOS の入ったパソコン',
    software: ['ブラウザー（Google Chrome など）', 'テキストエディター「Visual Studio Code」'],
    extraCosts: [],
  },
  {
    courseId: 'game',
    computer:
      'Windows 10 以降（64 ビット）か macOS のパソコンで、メモリー 8 GB 以上、空き容量 30 GB 以上のもの。3D のゲームを作るときは、グラフィックス性能の高いものが向いています',
    software: ['Unity（個人で使う場合は無料の Personal 版）', 'Visual Studio Code'],
    extraCosts: [],
  },
  {
    courseId: 'ios',
    computer:
      'Apple シリコン（M1 以降）を搭載した Mac で、最新の Xcode が動く macOS のもの。空き容量は 50 GB 以上あると安心です',
    software: ['Xcode（無料）'],
    extraCosts: [
      '作ったアプリを自分の iPhone で動かすのは無料です。App Store で公開したい方は、Apple Developer Program の年会費（Apple が定める金額）が別にかかります',
    ],
  },
] as const satisfies readonly CourseEquipment[];
