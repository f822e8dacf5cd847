/**
 * The one photo-consent rule (the terms', issue 49): every lesson or event photo needs written
 * consent from the student and, for a minor, the parent too. The terms and the privacy policy
 * render it; CONTRIBUTING.md states the same for editors. A module of its own, so that the
 * privacy policy does not load every rule text.
 */
export const PHOTO_CONSENT =
  'レッスンや催しの写真は、ご本人（未成年の方は保護者の方も）の同意をメールなどの書面でいただいたときだけ、このサイトなどに載せます。顔、本名、学校名、ビデオ通話の表示名は、その同意がない限り写しません。';
