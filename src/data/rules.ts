import {rules as rulesFacts} from './facts/rules';
import {PAYMENT_METHODS} from './plans';

/**
 * The numbers behind the course rules (受講規約 on /docs/aboutCompany/terms, the fees page,
 * the legal notice and the FAQ), from src/data/facts/rules.yml, and the sentences that state
 * the rules shown on more than one page. Pages render these, so a rule changes there only and
 * reads the same everywhere.
 */
export const rules = rulesFacts;

const notice = rules.noticeDayOfPreviousMonth;
const startDay = rules.lastDayToStartThisMonth;
const carryOver = rules.carryOverMonths;

/**
 * The month a student who joins on `day` of `month` starts in, and pays for at enrolment:
 * that month up to the {@link rules.lastDayToStartThisMonth}th, the next one after it.
 */
export function firstLessonMonth(month: number, day: number): number {
  return day <= startDay ? month : monthsAfter(month, 1);
}

/** The month (1–12) that is `count` months after `month`: monthsAfter(11, 3) → 2. */
export function monthsAfter(month: number, count: number): number {
  return ((month - 1 + count) % 12) + 1;
}

const startOfLessons = `${startDay}日までに入会したときはその月から、${startDay + 1}日以降に入会したときは翌月1日から受講を始めます。`;

/** The rules several pages state, each as the sentences every page shows. */
export const ruleTexts = {
  /** 支払方法 (特商法11条1号): the first month's fee, then every month's. */
  paymentMethods: `月謝は、${PAYMENT_METHODS.monthly.join('か')}でお支払いいただきます。入会の手続きのときにお支払いいただく最初の1か月分は、${PAYMENT_METHODS.firstMonth.join('か')}でお支払いください（${PAYMENT_METHODS.monthly[0]}は、手続きに時間がかかるため翌月分からになります）。`,
  /** 代金の支払時期 (特商法11条2号, 施行規則8条): the first month, then every month. */
  paymentTimes: `月謝は前払いです。最初の1か月分は入会の手続きのときに、その後は毎月${rules.paymentDayOfMonth}日に翌月分をお支払いいただきます。${rules.paymentDayOfMonth}日が土曜日・日曜日・祝日のときは、${PAYMENT_METHODS.monthly[0]}の引き落としは次の平日になります。`,
  /** 役務の提供時期: the month a student's lessons start in. */
  startOfLessons,
  /** What the first payment is (特商法11条: a price one can tell before applying). */
  firstMonth: `${startOfLessons}入会の手続きのときにお支払いいただくのは、その最初の1か月分の月謝だけです。`,
  /** The one deadline for plan changes, pauses, restarts and leaving. */
  noticeDeadline: `プランの変更、休会、休会からの再開、退会は、どれも${notice}日までにメールでお知らせいただくと、翌月1日から変わります。${notice}日を過ぎたときは、その次の月からになります。`,
  /** Leaving (解約) by the student's side. */
  leaving: `退会の日は、お知らせいただいた月の末日です。${notice}日を過ぎてからのお知らせでは、翌月の末日に退会となります。退会の手数料や違約金はかかりません。`,
  /** Lessons paid for and not taken. */
  unusedLessons: `その月に受けきれなかったレッスンは、${carryOver}か月後の月末まで繰り越せます。休会しても、この期限は延びません。期限を過ぎたレッスンと、退会の日までに受けなかったレッスンの料金はお返ししません。`,
  /** A lesson the school cancels (the teacher's illness, a closed classroom). */
  schoolCancels: `講師の病気や大雪など、教室の都合でレッスンをお休みにするときは、決まりしだいメールでお知らせします。そのレッスンは、${rules.teacherCancelMakeUpDays}日以内の別の日に振り替えます。教室でのレッスンは、同じ時間のオンラインのレッスンに切り替えることもできます。どちらも日が合わないときは、1回分の料金（月謝をプランの回数で割った額）をお返しします。`,
  /** A lesson lost to connection or computer trouble, by whose side it was. */
  connectionTrouble: `回線やパソコンのトラブルでレッスンが${rules.connectionMakeUpMinutes}分以上できなかったときは、教室の側の原因なら、教室の都合によるお休みと同じく、${rules.teacherCancelMakeUpDays}日以内の別の日に振り替えるか、1回分の料金をお返しします。原因がどちらの側かわからないときも、同じです。受講生の側の原因なら、そのレッスンを1回、繰り越しの期限までに振り替えます。`,
  /** The school ends the contract or closes: what is refunded (消費者契約法9条1項, 10条). */
  schoolEnds: `教室から契約を解除するときや、教室を閉じるときは、決まりしだいメールでご連絡します。お支払い済みの月謝のうち、まだ受けていないレッスンの分（1回分の料金 × 残りの回数）をお返しします。`,
  /** How and when money is paid back. */
  refunds: `お返しする料金は、翌月分の月謝から差し引きます。退会などで差し引けないときは、ご指定の銀行口座に${rules.refundWithinDays}日以内に振り込みます。振込手数料は教室が負担します。`,
  /** Why no payment ever reaches 特定継続的役務 (特商法41条), on the terms, the legal notice and the FAQ. */
  monthByMonth: `契約は1か月ごとです。前払いはいつも1か月分だけで、どの月も${notice}日までにご連絡いただければ、その月の末日に退会できます。`,
} as const;
