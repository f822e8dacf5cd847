import {directDebit, firstMonthMethods, rules} from '../rules';

/**
 * A fee that does not arrive: a failed debit, a declined card, or a first month unpaid by its
 * deadline. The school may end the contract only after a further month's notice (民法541条: 催告).
 */
export const failedPayment = `${directDebit}の引き落としやクレジットカードの決済ができなかったときと、最初の1か月分のお支払いが期限までに確かめられないときは、メールでお知らせします。お知らせから${rules.failedPaymentWithinDays}日以内に、${firstMonthMethods}でお支払いください。その日を過ぎてもお支払いがないときは、お支払いいただくまで、レッスンの予約をお受けできません。さらに1か月たってもお支払いがないときは、メールでお知らせしたうえで、契約を解除することがあります。`;
