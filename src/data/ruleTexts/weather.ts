import {clockText, rules} from '../rules';

/** The weather rule: a warning in force at the set time cancels the day's classroom lessons. */
export const weather = `${clockText(rules.weatherCheckTime)}の時点で、教室のある市町村に暴風・暴風雪・大雪の警報か特別警報が出ている日は、その教室でのレッスンを休講にします。休講にしたレッスンは、同じ時間のオンラインのレッスンに切り替えるか、振り替えます。警報が出ていなくても、行き帰りが危ないとご家庭で判断されたときは、当日でも、同じ時間のオンラインのレッスンに切り替えられます。`;
