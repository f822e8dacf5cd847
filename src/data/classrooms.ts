import {classrooms as classroomsFacts} from 'school-data/classrooms';

/**
 * Where in-person lessons take place, what each classroom offers, and when lessons (online or in
 * person) can be booked: src/data/facts/classrooms.yml.
 */
export type Classroom = (typeof classroomsFacts)['classrooms'][number];
export type Weekday = Classroom['inPersonDays'][number];

export const classrooms: readonly Classroom[] = classroomsFacts.classrooms;

/** When lessons can be booked, online and in the classrooms alike. 24-hour "HH:MM". */
export const lessonHours = classroomsFacts.lessonHours;

/** ['火', '木', '土'] → "火・木・土曜日" */
export function formatWeekdays(days: readonly Weekday[]): string {
  return `${days.join('・')}曜日`;
}

/** A classroom's address as a visitor copies it: postal code, then the address. */
export const postalAddress = (room: Classroom) => `〒${room.postalCode} ${room.address}`;

/**
 * Each classroom's map link, by its id: a map search for the address, a plain link so no map
 * service loads on the site's pages, and text that says where it leads. Exported as data so that
 * the phrase table has the text and it wraps between phrases (src/components/Phrases).
 */
export const mapLinks: Readonly<Record<string, {readonly url: string; readonly label: string}>> =
  Object.fromEntries(
    classrooms.map((room) => [
      room.id,
      {
        url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(room.address)}`,
        label: `${room.name}の場所を Google マップで見る`,
      },
    ]),
  );

const lends = (room: Classroom) => room.loanComputers.length > 0;

/** Whether the classrooms lend computers, for the home page and the FAQ; empty when none does. */
export const classroomLoansText = classrooms.every(lends)
  ? '教室では、パソコンを借りられます。'
  : classrooms.some(lends)
    ? 'パソコンを貸し出す教室もあります。'
    : '';
