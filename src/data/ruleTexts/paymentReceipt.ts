/**
 * 前払式通信販売 (特商法13条1項, 施行規則): once the first month is received, the business's name,
 * address and phone, what was applied for, that it was accepted, the amount and the day
 * received, and when the lessons start; by e-mail with the member's consent (13条2項).
 */
export const paymentReceipt =
  '最初の1か月分のお支払いを確かめたら、すぐに、当教室の名前・住所・電話番号、お申し込みの内容（プランと月のレッスンの回数）、入会日にお申し込みを受け付けたこと、受け取った金額と日付、受講を始める月を、メールでお知らせします。';
