import {lessonHours} from './classrooms';
import {school} from './school';
import {teacher} from './teacher';

/**
 * Who runs the school, for 特定商取引法に基づく表記 (特商法 11条, 施行規則 8条) and the privacy
 * policy (個人情報保護法 32条1項1号). Every value is a sample the owner replaces before launch;
 * `npm run build:deploy` refuses to publish while one remains (scripts/owner/check-sample-facts.ts).
 */
export interface Operator {
  /** 販売事業者: the legal name (a company, or the owner's own name for a sole trader). */
  readonly legalName: string;
  /** 運営統括責任者・代表者: the teacher, who founded and runs the school (teacher.ts). */
  readonly representative: string;
  readonly postalCode: string;
  /** 所在地, as it is written on a letter (prefecture first). */
  readonly address: string;
  readonly phone: string;
  /** When the phone is answered: outside lessons, which the teacher gives alone. 24-hour "HH:MM". */
  readonly phoneHours: {readonly days: string; readonly from: string; readonly to: string};
  /** Where questions, complaints and privacy requests go. */
  readonly contactEmail: string;
  /** Working days within which every message gets an answer. */
  readonly replyWithinBusinessDays: number;
}

export const operator = {
  legalName: '見本株式会社',
  representative: teacher.name,
  postalCode: '000-0000',
  address: '北海道札幌市中央区見本町1丁目1-1',
  phone: '000-0000-0000',
  phoneHours: {days: '平日', from: '10:00', to: '15:00'},
  contactEmail: school.contactEmail,
  replyWithinBusinessDays: 2,
} as const satisfies Operator;

/** 営業日, defined where a reply time is promised: lessons run every day the school is open. */
export const replyTime = `${operator.replyWithinBusinessDays}営業日以内（営業日は、${lessonHours.closed}を除く毎日です）`;

/** The phone's hours, and what to do when the teacher is in a lesson. */
export const phoneHoursText = `${operator.phoneHours.days} ${operator.phoneHours.from}〜${operator.phoneHours.to}。レッスン中は電話に出られないため、つながらないときは留守番電話にお名前とご用件を残してください。折り返しお電話します。`;
