/**
 * What each classroom offers, as the classrooms page's table says it: apart from classrooms.ts,
 * which the home page imports, so that these sentences load only with the page that shows them.
 */
import type {Classroom} from './classrooms';
import {COURSE_NAMES} from '../vocabulary/courseNames';
import {APPLE_SILICON_MAC} from './devices';

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
