import {rules} from '../rules';

/** A lesson lost to connection or computer trouble, by whose side it was. */
export const connectionTrouble = `回線やパソコンのトラブルで、レッスンが${rules.connectionMakeUpMinutes}分以上できなかったときの扱いです。当教室の側が原因のときと、どちらが原因かわからないときは、休講と同じく振り替えるか、1回分の料金をお返しします。受講生の側が原因のときは、そのレッスンを1回、繰り越しの期限までに振り替えます。`;
