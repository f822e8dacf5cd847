import {COURSE_NAMES, type CourseId} from '../vocabulary/courseNames';
import {
  APP_STORE_MINORS,
  APPLE_DEVELOPER_PROGRAM_YEN,
  APPLE_SILICON_MAC,
  FREE_APPLE_ACCOUNT_LIMIT,
  IPHONE_AND_APPLE_ACCOUNT,
  SCHOOL_CHROMEBOOK_NOTE,
  UNSUPPORTED_DEVICES,
} from './devices';
import {formatYen, PAYMENT_METHODS} from './plans';

/**
 * What each course needs at home, shown on /docs/intro/environment; what every online lesson
 * needs is in onlineLesson.ts. No import of services.ts here: the legal notice and the fees page
 * read the costs below, and would carry the whole services list in their JavaScript.
 */
export interface CourseEquipment {
  readonly courseId: CourseId;
  readonly computer: string;
  /** True where the course runs in a browser alone, so a Chromebook will do. */
  readonly chromebook: boolean;
  readonly software: readonly string[];
  /** Devices or accounts besides the computer; empty when there are none. */
  readonly otherNeeds: readonly string[];
  /** Costs of this course outside the monthly fee; empty when there are none. */
  readonly extraCosts: readonly string[];
}

export const courseEquipment = [
  {
    courseId: 'beginner',
    computer: `Windows 11 か macOS のパソコン、または Chromebook。${SCHOOL_CHROMEBOOK_NOTE}`,
    chromebook: true,
    software: [
      'ブラウザー（Google Chrome など）。Scratch も JavaScript も、ブラウザーの中で書いて動かします',
    ],
    otherNeeds: [],
    extraCosts: [],
  },
  {
    courseId: 'game',
    computer:
      'Windows 11 か macOS のパソコンで、メモリー 8 GB 以上、空き容量 30 GB 以上のもの。3D のゲームを作るときは、グラフィックス性能の高いものが要ります',
    chromebook: false,
    software: ['Unity（個人で使う場合は無料の Personal 版）', 'Visual Studio Code'],
    otherNeeds: [
      'Unity ID（Unity を使うための無料のアカウント）。お子さまの場合は、保護者の方が作ってください',
    ],
    extraCosts: [
      '3D のゲームを作れる性能のパソコンをお持ちでない場合は、その購入費（金額はお選びになるパソコンによります）',
    ],
  },
  {
    courseId: 'ios',
    computer: `${APPLE_SILICON_MAC} で、最新の Xcode が動く macOS のもの。空き容量は 50 GB 以上あると安心です`,
    chromebook: false,
    software: ['Xcode（無料）'],
    otherNeeds: [
      `${IPHONE_AND_APPLE_ACCOUNT}。作ったアプリを自分の iPhone に入れて動かします。Apple アカウントは、お子さまの場合は保護者の方が用意してください`,
      FREE_APPLE_ACCOUNT_LIMIT,
      APP_STORE_MINORS,
    ],
    extraCosts: [
      `${APPLE_SILICON_MAC} と iPhone をお持ちでない場合は、その購入費（金額はお選びになる機種によります）`,
      `App Store でアプリを公開したい方は、Apple Developer Program の年会費 ${formatYen(APPLE_DEVELOPER_PROGRAM_YEN)}（税込。Apple が定める金額で、変わることがあります）`,
    ],
  },
] as const satisfies readonly CourseEquipment[];

/** Which devices the courses cannot be taken on, and which course a Chromebook will do for. */
export const unsupportedDevices = `${UNSUPPORTED_DEVICES}では、どのコースも受講できません。Chromebook で受講できるのは、${courseEquipment
  .filter((entry) => entry.chromebook)
  .map((entry) => COURSE_NAMES[entry.courseId])
  .join('と')}だけです。`;

/** Costs every student may have besides the fees, whatever the course (特商法11条, 施行規則 23条–44条: 内容及び額). */
export const commonExtraCosts = [
  'ご家庭のパソコンとインターネット回線の費用',
  'オンラインで受ける場合に、マイク付きのイヤホンかヘッドセット、Web カメラをお持ちでないときは、その購入費（金額はお選びになる機器によります）',
  '教室でレッスンを受ける場合は、教室までの交通費',
  `最初の1か月分を${PAYMENT_METHODS.firstMonth[1]}でお支払いいただく場合の振込手数料（金額はお使いの金融機関によります）`,
];

/** Every cost outside the fees, each course's own named: the legal notice and the fees page. */
export const extraCosts: readonly string[] = [
  ...commonExtraCosts,
  ...courseEquipment.flatMap(({courseId, extraCosts: costs}) =>
    costs.map((cost) => `${COURSE_NAMES[courseId]}で、${cost}`),
  ),
];
