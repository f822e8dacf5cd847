import {PAYMENT_METHODS} from '../plans';
import {directDebit, firstMonthMethods, monthsLaterText, rules} from '../rules';

/**
 * 支払方法 (特商法11条1号): the first month's fee, then every month's, and from which month a
 * direct debit takes over.
 */
export const paymentMethods = `月謝は、${PAYMENT_METHODS.monthly.join('か')}でお支払いいただきます。入会のときにお支払いいただく最初の1か月分は、${firstMonthMethods}でお支払いください。${directDebit}は、手続きの書類が当教室に届いた月の${monthsLaterText(rules.directDebitStartsMonthsAfter)}分の月謝から引き落とします。それまでの月謝は、${firstMonthMethods}でお支払いください。`;
