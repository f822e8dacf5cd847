import {classrooms as classroomsFacts} from './facts/classrooms';
import type {Facts, Weekday} from './facts/schema';

/**
 * Where in-person lessons take place, and when lessons (online or in person) can be booked:
 * src/data/facts/classrooms.yml.
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
