/**
 * The rules several pages state (受講規約 on /docs/aboutCompany/terms, the fees page, the legal
 * notice, the classrooms page and the FAQ), each as the sentences every page shows, in a module of
 * its own: a page ships only the sentences it imports. This folder's package.json declares the
 * modules free of side effects, so the bundler follows these re-exports to the one file each.
 */
export {joiningDay} from './joiningDay';
export {paymentMethods} from './paymentMethods';
export {paymentTimes} from './paymentTimes';
export {startOfLessons} from './startOfLessons';
export {firstMonth} from './firstMonth';
export {paymentReceipt} from './paymentReceipt';
export {cancellation} from './cancellation';
export {noticeDeadline} from './noticeDeadline';
export {leaving} from './leaving';
export {leavingDay} from './leavingDay';
export {pauseEnds} from './pauseEnds';
export {unusedLessons} from './unusedLessons';
export {schoolCancels} from './schoolCancels';
export {weather} from './weather';
export {connectionTrouble} from './connectionTrouble';
export {schoolEnds} from './schoolEnds';
export {refunds} from './refunds';
export {failedPayment} from './failedPayment';
export {renewal} from './renewal';
export {monthByMonth} from './monthByMonth';
