import {rules} from '../rules';

const startDay = rules.lastDayToStartThisMonth;

/** 役務の提供時期: the month a student's lessons start in. */
export const startOfLessons = `入会日が${startDay}日までならその月から、${startDay + 1}日以降なら翌月1日から受講を始めます。`;
