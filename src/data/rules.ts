import {rules as rulesFacts} from 'school-data/rules';
import {CANCELLATION_DAYS} from '../vocabulary/law';
import {PAYMENT_METHODS, paidAtEnrolmentNames} from './plans';

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

/** "18:00" → "午後6時", "09:30" → "午前9時30分": a time as a parent reads it. */
export function clockText(time: string): string {
  const [hour, minute] = time.split(':').map(Number);
  const half = hour < 12 ? '午前' : '午後';
  return `${half}${hour % 12}時${minute === 0 ? '' : `${minute}分`}`;
}

/** The deadline for changing a booking, on the day before the lesson: "午後6時". */
export const rescheduleCutoff = clockText(rules.rescheduleCutoffTimeDayBefore);

// 民法97条1項 (since 2020): an acceptance takes effect when it reaches the applicant, so the
// contract forms on the e-mail's arrival, not on its sending (the old 526条1項 発信主義 is gone).
const joiningDay =
  '入会日は、当教室がお送りする「入会を受け付けるメール」が届いた日です。契約は、このメールが届いた時点で成り立ちます。';
const startOfLessons = `入会日が${startDay}日までならその月から、${startDay + 1}日以降なら翌月1日から受講を始めます。`;
const makeUp = `その日から${rules.teacherCancelMakeUpDays}日以内の別の日に振り替えます（繰り越しの期限を過ぎては振り替えません）`;
const [debit] = PAYMENT_METHODS.monthly;
const firstMonthMethods = PAYMENT_METHODS.firstMonth.join('か');

/** The month `months` after another, as a fee is named by it: 2 → 「翌々月」, 3 → 「3か月後の月」. */
export function monthsLaterText(months: number): string {
  return months === 2 ? '翌々月' : `${months}か月後の月`;
}
// The 申込み段階表示ガイドライン (消費者庁, 2022) asks a subscription to say, where one applies,
// that it renews until notice; 特商法12条の6 makes leaving it out of the 入会のご案内 a breach.
/** The 20th rule for leaving, stated once: the day a notice makes the contract end. */
const leavingDay = `退会の日は、${notice}日までのお知らせならその月の末日、${notice}日を過ぎてからのお知らせなら翌月の末日です（翌月分の月謝もお支払いいただきます）。`;
const renewal = '契約は1か月ごとで、退会のお知らせをいただくまで、1か月ずつ自動で続きます。';

/** The rules several pages state, each as the sentences every page shows. */
export const ruleTexts = {
  /** 入会日, the day the contract is made: the start month, the first payment and the cancellation count from it. */
  joiningDay,
  /**
   * 支払方法 (特商法11条1号): the first month's fee, then every month's, and from which month a
   * direct debit takes over.
   */
  paymentMethods: `月謝は、${PAYMENT_METHODS.monthly.join('か')}でお支払いいただきます。入会のときにお支払いいただく最初の1か月分は、${firstMonthMethods}でお支払いください。${debit}は、手続きの書類が当教室に届いた月の${monthsLaterText(rules.directDebitStartsMonthsAfter)}分の月謝から引き落とします。それまでの月謝は、${firstMonthMethods}でお支払いください。`,
  /**
   * 代金の支払時期 (特商法11条2号, 施行規則 23条–44条): the first month, then every month. A debit
   * due on a bank holiday (土日祝, and 12月31日–1月3日 under 銀行法施行令5条1項) is taken the next
   * business day.
   */
  paymentTimes: `月謝は前払いです。最初の1か月分は入会日から${rules.firstPaymentWithinDays}日以内に、その後は毎月${rules.paymentDayOfMonth}日に翌月分をお支払いいただきます。${rules.paymentDayOfMonth}日が金融機関の休業日（土曜日・日曜日・祝日と、12月31日から1月3日まで）のときは、${debit}の引き落としは翌営業日になります。`,
  /** 役務の提供時期: the month a student's lessons start in. */
  startOfLessons,
  /** What the first payment is (特商法11条: a price one can tell before applying). */
  firstMonth: `${startOfLessons}入会のときにお支払いいただくのは、その最初の1か月分の月謝だけです。`,
  /**
   * 前払式通信販売 (特商法13条1項, 施行規則): once the first month is received, the business's name,
   * address and phone, what was applied for, that it was accepted, the amount and the day
   * received, and when the lessons start; by e-mail with the member's consent (13条2項).
   */
  paymentReceipt:
    '最初の1か月分のお支払いを確かめたら、すぐに、当教室の名前・住所・電話番号、お申し込みの内容（プランと月のレッスンの回数）、入会日にお申し込みを受け付けたこと、受け取った金額と日付、受講を始める月を、メールでお知らせします。',
  /**
   * The contractual cancellation every new member has, on every path (src/data/law.ts). It is a
   * 解除, not a 取消し (民法121条, which voids a flawed contract), and the word is defined once
   * here. A notice counts when it is sent, as 特商法24条2項 and 48条3項 count the statutory ones:
   * the consumer-friendly choice, which 民法97条1項's arrival rule would otherwise not give.
   */
  cancellation: `入会日から数えて${CANCELLATION_DAYS}日以内（入会日を1日目とします）なら、メールでお知らせいただくだけで、理由を問わず入会を取り消せます。この「入会の取り消し」は、法律の上では契約の解除にあたります。${CANCELLATION_DAYS}日目までにメールを送っていただければ、当教室に届くのがそのあとになっても間に合います。お支払いいただいた${paidAtEnrolmentNames()}は全額お返しし、それまでに受けたレッスンの料金もいただきません。体験レッスンを受けたかどうか、オンラインか教室かにかかわらず、同じです。`,
  /** The one deadline for plan changes, pauses and restarts, and for a notice of leaving. */
  noticeDeadline: `プランの変更、休会、休会からの再開は、${notice}日までにメールでお知らせいただくと、翌月1日から変わります。${notice}日を過ぎたときは、翌々月1日からになります。退会のお知らせの締め日も、同じ${notice}日です。`,
  /** Leaving (解約) by the student's side; before lessons start, the fee paid comes back (消費者契約法9条1項1号). */
  leaving: `${leavingDay}もっと先の月の末日を指定していただくこともできます。退会の手数料や違約金はかかりません。受講を始める月より前に退会となるときは、最初の1か月分の月謝を全額お返しします。`,
  /** The day leaving takes effect, for the FAQ's short answer. */
  leavingDay,
  /** A pause that runs out with no word from the member. */
  pauseEnds: `休会は、続けて${rules.maxPauseMonths}か月までです。休会の最後の月の${notice}日までに再開のお知らせがないときは、その月の末日に退会となり、翌月分のお支払いはありません。その前に、当教室からメールでお尋ねします。`,
  /** Lessons paid for and not taken: never lost while their carry-over lasts (消費者契約法10条). */
  unusedLessons: `その月に受けきれなかったレッスンは、${carryOver}か月後の月末まで繰り越せます。休会しても退会しても、この期限は変わりません。退会したあとも、お支払い済みのレッスンは、この期限まで予約して受けられます。期限を過ぎたレッスンの料金はお返ししません。`,
  /** A lesson the school cancels (the teacher's illness, a weather warning). */
  schoolCancels: `講師の病気や気象警報など、当教室の都合でレッスンを休講にするときは、決まりしだいメールでお知らせします。休講にしたレッスンは、${makeUp}。教室でのレッスンは、同じ時間のオンラインのレッスンに切り替えることもできます。振り替えの日も、オンラインへの切り替えも都合が合わないときは、1回分の料金（月謝をプランの回数で割った額）をお返しします。`,
  /** The weather rule: a warning in force at the set time cancels the day's classroom lessons. */
  weather: `${clockText(rules.weatherCheckTime)}の時点で、教室のある市町村に暴風・暴風雪・大雪の警報か特別警報が出ている日は、その教室でのレッスンを休講にします。休講にしたレッスンは、同じ時間のオンラインのレッスンに切り替えるか、振り替えます。警報が出ていなくても、行き帰りが危ないとご家庭で判断されたときは、当日でも、同じ時間のオンラインのレッスンに切り替えられます。`,
  /** A lesson lost to connection or computer trouble, by whose side it was. */
  connectionTrouble: `回線やパソコンのトラブルで、レッスンが${rules.connectionMakeUpMinutes}分以上できなかったときの扱いです。当教室の側が原因のときと、どちらが原因かわからないときは、休講と同じく振り替えるか、1回分の料金をお返しします。受講生の側が原因のときは、そのレッスンを1回、繰り越しの期限までに振り替えます。`,
  /** The school ends the contract or closes: what is refunded (消費者契約法9条1項, 10条). */
  schoolEnds: `当教室から契約を解除するときや、当教室を閉じるときは、決まりしだいメールでご連絡します。お支払い済みの月謝のうち、まだ受けていないレッスンの分（1回分の料金 × 残りの回数）をお返しします。`,
  /** How and when money is paid back, counted from a day the family knows. */
  refunds: `お返しする料金は、翌月分の月謝から差し引きます。入会の取り消しや退会などで差し引けないときは、入会の取り消しのメールが届いた日、または退会の日から${rules.refundWithinDays}日以内に、ご指定の銀行口座に振り込みます。振込手数料は当教室が負担します。`,
  /**
   * A fee that does not arrive: a failed debit, a declined card, or a first month unpaid by its
   * deadline. The school may end the contract only after a further month's notice (民法541条: 催告).
   */
  failedPayment: `${debit}の引き落としやクレジットカードの決済ができなかったときと、最初の1か月分のお支払いが期限までに確かめられないときは、メールでお知らせします。お知らせから${rules.failedPaymentWithinDays}日以内に、${firstMonthMethods}でお支払いください。その日を過ぎてもお支払いがないときは、お支払いいただくまで、レッスンの予約をお受けできません。さらに1か月たってもお支払いがないときは、メールでお知らせしたうえで、契約を解除することがあります。`,
  /** Automatic renewal, stated wherever the contract is (the terms, the legal notice, the FAQ). */
  renewal,
  /** Why no payment ever reaches 特定継続的役務 (特商法41条), on the terms, the legal notice and the FAQ. */
  monthByMonth: `${renewal}前払いはいつも1か月分だけで、どの月も${notice}日までにご連絡いただければ、その月の末日に退会できます。`,
} as const;
