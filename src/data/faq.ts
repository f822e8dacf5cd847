import {classroomLoansText} from './classrooms';
import {audience} from './school';
import {rescheduleCutoff} from './rules';
import * as ruleTexts from './ruleTexts';
import {unsupportedDevices} from './equipment';
import {NO_SOLICITATION, paidAtEnrolmentNames} from './plans';
import {CANCELLATION_DAYS} from '../vocabulary/law';

/** Frequently asked questions, shown on the home page. */
export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

export const faq = [
  {
    question: 'まったくの初心者でも大丈夫ですか？',
    answer: `はい、大丈夫です。${audience.entryLevel}始められます。マンツーマンなので、一人ひとりのペースに合わせて進めます。`,
  },
  {
    question: 'パソコンは必要ですか？',
    answer: `はい。オンラインではご家庭のパソコンを使います。${unsupportedDevices}${classroomLoansText}`,
  },
  {
    question: '予約はどのように取りますか？',
    answer: `完全予約制です。入会後にお送りする予約ページから日時を選びます。予約はレッスンの前日の${rescheduleCutoff}まで変更できます。それより後の欠席は、1回分として数えます。`,
  },
  {
    question: 'オンラインでも教室と同じ内容を学べますか？',
    answer:
      'はい。画面共有を使い、講師がコードを一緒に見ながら進めるので、教室と同じ内容を学べます。',
  },
  {
    question: '無料体験のあと、必ず入会しなければいけませんか？',
    answer: `いいえ。体験のあとにじっくりご検討ください。${NO_SOLICITATION}`,
  },
  {
    question: '入会したら、長く続けないといけませんか？',
    answer: `いいえ。${ruleTexts.monthByMonth}`,
  },
  {
    question: '退会するときは、いつまでに知らせればよいですか？',
    answer: `${ruleTexts.leavingDay}退会の手数料や違約金はかかりません。`,
  },
  {
    question: '入会してすぐに、やめることはできますか？',
    answer: `はい。入会日から数えて${CANCELLATION_DAYS}日以内なら、理由を問わず、メールで入会を取り消せます。お支払いいただいた${paidAtEnrolmentNames()}は、全額お返しします。くわしくは受講規約をご覧ください。`,
  },
] as const satisfies readonly FaqItem[];
