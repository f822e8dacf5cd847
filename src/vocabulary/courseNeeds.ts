import type {CourseId} from './courseNames';
import type {SchoolYear} from './schoolYear';

/**
 * What each course asks of the facts the owner writes, apart from courses.ts (which reads the
 * facts), so that the facts check can hold them to it: the tools the teacher teaches it with,
 * and the youngest school year it takes. The beginner course takes the school's youngest.
 */
export const COURSE_NEEDS = {
  beginner: {tools: ['Scratch', 'JavaScript']},
  game: {tools: ['Unity', 'C#'], youngestSchoolYear: 5},
  ios: {tools: ['Swift', 'SwiftUI', 'Xcode'], youngestSchoolYear: 7},
} as const satisfies Record<
  CourseId,
  {readonly tools: readonly string[]; readonly youngestSchoolYear?: SchoolYear}
>;
