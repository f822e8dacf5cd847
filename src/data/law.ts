/**
 * Thresholds and terms the law sets, for the pages and for the facts check
 * (src/data/facts/consistency.ts). Nothing here reads the facts, so the check can import it.
 */

/**
 * 特定継続的役務 (特定商取引法41条, 施行令11条 and 別表第4 「パソコン教室」): a contract longer
 * than `months` that costs more than `yen` brings the rules of 42条–49条. The school's
 * contracts stay within both: the facts check holds the fees and the rules to them.
 */
export const SPECIFIED_CONTINUOUS_SERVICE = {months: 2, yen: 50000} as const;

/** The country where the school itself is: a provider there is no 「外国にある第三者」. */
export const HOME_COUNTRY = '日本';
