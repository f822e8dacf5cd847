import {blogAuthor} from 'school-data/blogAuthor';
import {lessonHours} from './classrooms';
import {operator as operatorFacts} from 'school-data/operator';
import {school} from './school';

/**
 * Who runs the school, for 特定商取引法に基づく表記 (特商法 11条, 施行規則 23条–44条) and the privacy
 * policy (個人情報保護法 32条1項1号), from src/data/facts/operator.yml. The teacher founded and
 * runs the school, so is its 代表者; the address for messages is the school's.
 */
export type Operator = typeof operatorFacts & {
  /** 運営統括責任者・代表者. */
  readonly representative: string;
  /** Where questions, complaints and privacy requests go. */
  readonly contactEmail: string;
};

export const operator: Operator = {
  ...operatorFacts,
  // The teacher's name (teacher.ts), read where it comes from: the whole profile is not shipped
  // with the legal pages that name the representative.
  representative: blogAuthor.name,
  contactEmail: school.contactEmail,
};

/** How soon the school replies, in 営業日: businessDaysText defines them where this is promised. */
export const replyTime = `${operator.replyWithinBusinessDays}営業日以内`;

/**
 * What 営業日 means: lessons run every day the school is open. A sentence of its own, because the
 * closed days often carry their dates in （）, which inside replyTime's （） would nest.
 */
export const businessDaysText = `営業日は、${lessonHours.closed}を除く毎日です。`;

/** The phone's hours, and what to do when the teacher is in a lesson. */
export const phoneHoursText = `${operator.phoneHours.days} ${operator.phoneHours.from}〜${operator.phoneHours.to}。レッスン中は電話に出られないため、つながらないときは留守番電話にお名前とご用件を残してください。折り返しお電話します。`;
