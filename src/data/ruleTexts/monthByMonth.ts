import {rules} from '../rules';
import {renewal} from './renewal';

/** Why no payment ever reaches 特定継続的役務 (特商法41条), on the terms, the legal notice and the FAQ. */
export const monthByMonth = `${renewal}前払いはいつも1か月分だけで、どの月も${rules.noticeDayOfPreviousMonth}日までにご連絡いただければ、その月の末日に退会できます。`;
