import {leavingDay} from './leavingDay';

/** Leaving (解約) by the student's side; before lessons start, the fee paid comes back (消費者契約法9条1項1号). */
export const leaving = `${leavingDay}もっと先の月の末日を指定していただくこともできます。退会の手数料や違約金はかかりません。受講を始める月より前に退会となるときは、最初の1か月分の月謝を全額お返しします。`;
