import {rules} from '../rules';

/** How and when money is paid back, counted from a day the family knows. */
export const refunds = `お返しする料金は、翌月分の月謝から差し引きます。入会の取り消しや退会などで差し引けないときは、入会の取り消しのメールが届いた日、または退会の日から${rules.refundWithinDays}日以内に、ご指定の銀行口座に振り込みます。振込手数料は当教室が負担します。`;
