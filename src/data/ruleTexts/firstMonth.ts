import {startOfLessons} from './startOfLessons';

/** What the first payment is (特商法11条: a price one can tell before applying). */
export const firstMonth = `${startOfLessons}入会のときにお支払いいただくのは、その最初の1か月分の月謝だけです。`;
