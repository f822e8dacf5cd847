/** The school ends the contract or closes: what is refunded (消費者契約法9条1項, 10条). */
export const schoolEnds = `当教室から契約を解除するときや、当教室を閉じるときは、決まりしだいメールでご連絡します。お支払い済みの月謝のうち、まだ受けていないレッスンの分（1回分の料金 × 残りの回数）をお返しします。`;
