import {CANCELLATION_DAYS} from '../../vocabulary/law';
import {paidAtEnrolmentNames} from '../plans';

/**
 * The contractual cancellation every new member has, on every path (src/data/law.ts). It is a
 * 解除, not a 取消し (民法121条, which voids a flawed contract), and the word is defined once
 * here. A notice counts when it is sent, as 特商法24条2項 and 48条3項 count the statutory ones:
 * the consumer-friendly choice, which 民法97条1項's arrival rule would otherwise not give.
 */
export const cancellation = `入会日から数えて${CANCELLATION_DAYS}日以内（入会日を1日目とします）なら、メールでお知らせいただくだけで、理由を問わず入会を取り消せます。この「入会の取り消し」は、法律の上では契約の解除にあたります。${CANCELLATION_DAYS}日目までにメールを送っていただければ、当教室に届くのがそのあとになっても間に合います。お支払いいただいた${paidAtEnrolmentNames()}は全額お返しし、それまでに受けたレッスンの料金もいただきません。体験レッスンを受けたかどうか、オンラインか教室かにかかわらず、同じです。`;
