/**
 * Where in-person lessons take place, and when lessons (online or in person) can be booked.
 * The addresses are samples the owner replaces (see README 「教室情報」).
 */
export interface Classroom {
  /** Stable ASCII id, used as the heading id on /docs/intro/classrooms. */
  readonly id: string;
  readonly name: string;
  /** The city, as listed among the school's regions. */
  readonly city: string;
  readonly postalCode: string;
  readonly address: string;
  readonly access: string;
  readonly parking: string;
  /** Weekdays with in-person lessons in this room, in 月火水木金土日 order. */
  readonly inPersonDays: readonly Weekday[];
}

export const WEEKDAYS = ['月', '火', '水', '木', '金', '土', '日'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const classrooms = [
  {
    id: 'sapporo',
    name: '札幌教室',
    city: '札幌',
    postalCode: '000-0000',
    address: '北海道札幌市中央区見本町1丁目1-1 見本ビル2階',
    access: '地下鉄の最寄り駅から徒歩5分',
    parking: '専用の駐車場はありません。近くのコインパーキングをご利用ください。',
    inPersonDays: ['火', '木', '土'],
  },
  {
    id: 'otaru',
    name: '小樽教室',
    city: '小樽',
    postalCode: '000-0000',
    address: '北海道小樽市見本町2丁目2-2',
    access: 'JR の最寄り駅から徒歩8分',
    parking: '教室の前に1台分の駐車場があります。ご予約のときにお知らせください。',
    inPersonDays: ['水', '金'],
  },
] as const satisfies readonly Classroom[];

/** When lessons can be booked, online and in the classrooms alike. 24-hour "HH:MM". */
export const lessonHours = {
  weekday: {from: '16:00', to: '21:00'},
  weekend: {from: '10:00', to: '18:00'},
  /** Days with no lessons at all. */
  closed: '年末年始（12月29日〜1月3日）',
} as const;

/** ['火', '木', '土'] → "火・木・土曜日" */
export function formatWeekdays(days: readonly Weekday[]): string {
  return `${days.join('・')}曜日`;
}
