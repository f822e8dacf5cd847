import {rules} from '../rules';

const makeUp = `その日から${rules.teacherCancelMakeUpDays}日以内の別の日に振り替えます（繰り越しの期限を過ぎては振り替えません）`;

/** A lesson the school cancels (the teacher's illness, a weather warning). */
export const schoolCancels = `講師の病気や気象警報など、当教室の都合でレッスンを休講にするときは、決まりしだいメールでお知らせします。休講にしたレッスンは、${makeUp}。教室でのレッスンは、同じ時間のオンラインのレッスンに切り替えることもできます。振り替えの日も、オンラインへの切り替えも都合が合わないときは、1回分の料金（月謝をプランの回数で割った額）をお返しします。`;
