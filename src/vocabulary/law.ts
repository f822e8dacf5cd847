/**
 * Thresholds and terms the law sets, for the pages and for the facts check
 * (lib/facts/consistency.ts). Nothing here reads the facts, so the check can import it.
 */

/**
 * 特定継続的役務 (特定商取引法41条, 施行令11条・12条 and 別表第4 「パソコン教室」): a contract
 * longer than `months` that costs more than `yen` brings the rules of 42条–49条. The school's
 * contracts stay within both: the facts check holds the fees and the rules to them.
 */
export const SPECIFIED_CONTINUOUS_SERVICE = {months: 2, yen: 50000} as const;

/**
 * The days after 入会日 within which a new member may cancel the contract with a full refund.
 *
 * Decision (issue 39): no trial solicits a contract, and every new member may cancel anyway.
 * 特商法2条3項 makes a sale 電話勧誘販売 when the business calls and solicits a contract in the
 * call; 消費者庁's 逐条解説 (2023) counts sending a web-meeting URL and waiting for the consumer
 * as calling, so a plan proposed in an online trial would bring 16条 (name and purpose first),
 * 18条・19条 (書面), 21条 and 24条 (8-day cooling-off). Instead, no trial, online or in a classroom,
 * proposes a plan or asks for an application (src/data/plans.ts `NO_SOLICITATION`); a family
 * applies by e-mail on its own, which is 通信販売 (11条–15条の4), where the law gives no
 * cooling-off for lessons (15条の3 covers goods and 特定権利 only). So that every path (online
 * trial, classroom trial, an application with no trial) ends in the same true terms, the terms
 * give every new member this contractual cancellation, as long as 24条's and on any path.
 */
export const CANCELLATION_DAYS = 8;

/** The country where the school itself is: a provider there is no 「外国にある第三者」. */
export const HOME_COUNTRY = '日本';
