import {COURSE_NAMES} from './courseNames';
import {APPLE_SILICON_MAC} from './devices';
import {classrooms as classroomsFacts} from './facts/classrooms';
import type {Facts, Weekday} from './facts/schema';

/**
 * Where in-person lessons take place, what each classroom offers, and when lessons (online or in
 * person) can be booked: src/data/facts/classrooms.yml.
 */
export type Classroom = Facts['classrooms']['classrooms'][number];
export type {Weekday};

export const classrooms: readonly Classroom[] = classroomsFacts.classrooms;

/** When lessons can be booked, online and in the classrooms alike. 24-hour "HH:MM". */
export const lessonHours = classroomsFacts.lessonHours;

/** ['火', '木', '土'] → "火・木・土曜日" */
export function formatWeekdays(days: readonly Weekday[]): string {
  return `${days.join('・')}曜日`;
}

/** A classroom's address as a visitor copies it: postal code, then the address. */
export const postalAddress = (room: Classroom) => `〒${room.postalCode} ${room.address}`;

/** A map search for the address: a plain link, so no map service loads on the site's pages. */
export const mapUrl = (room: Classroom) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(room.address)}`;

/** The map link's text: says where it leads, and that it leaves the site. */
export const mapLinkLabel = (room: Classroom) => `${room.name}の場所を Google マップで見る`;

/** What a classroom lends, and whether the iOS course can be taken there on its Mac. */
export function loanComputersText({loanComputers}: Classroom): string {
  if (loanComputers.length === 0) {
    return 'パソコンの貸し出しはありません。ご自身のパソコンをお持ちください。';
  }
  const ios = loanComputers.includes('Mac')
    ? `${COURSE_NAMES.ios}も、教室の Mac で受けられます。`
    : `Mac の貸し出しはないため、${COURSE_NAMES.ios}では、${APPLE_SILICON_MAC} をお持ちください。`;
  return `貸し出し用のパソコン（${loanComputers.join('、')}）があります。ご自身のパソコンを持って来ていただいてもかまいません。${ios}`;
}

/** When the door opens before a lesson. */
export const openingText = ({openMinutesBefore}: Classroom) =>
  openMinutesBefore === 0
    ? 'レッスンの始まりの時刻から入れます。'
    : `レッスンの${openMinutesBefore}分前から入れます。`;

const lends = (room: Classroom) => room.loanComputers.length > 0;

/** Whether the classrooms lend computers, for the home page and the FAQ; empty when none does. */
export const classroomLoansText = classrooms.every(lends)
  ? '教室では、パソコンを借りられます。'
  : classrooms.some(lends)
    ? 'パソコンを貸し出す教室もあります。'
    : '';
