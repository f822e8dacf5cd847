import {directDebit, rules} from '../rules';

/**
 * 代金の支払時期 (特商法11条2号, 施行規則 23条–44条): the first month, then every month. A debit
 * due on a bank holiday (土日祝, and 12月31日–1月3日 under 銀行法施行令5条1項) is taken the next
 * business day.
 */
export const paymentTimes = `月謝は前払いです。最初の1か月分は入会日から${rules.firstPaymentWithinDays}日以内に、その後は毎月${rules.paymentDayOfMonth}日に翌月分をお支払いいただきます。${rules.paymentDayOfMonth}日が金融機関の休業日（土曜日・日曜日・祝日と、12月31日から1月3日まで）のときは、${directDebit}の引き落としは翌営業日になります。`;
