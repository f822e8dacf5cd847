// 民法97条1項 (since 2020): an acceptance takes effect when it reaches the applicant, so the
// contract forms on the e-mail's arrival, not on its sending (the old 526条1項 発信主義 is gone).
/** 入会日, the day the contract is made: the start month, the first payment and the cancellation count from it. */
export const joiningDay =
  '入会日は、当教室がお送りする「入会を受け付けるメール」が届いた日です。契約は、このメールが届いた時点で成り立ちます。';
