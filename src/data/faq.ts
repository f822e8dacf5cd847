/** Frequently asked questions, shown on the home page. */
export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

export const faq = [
  {
    question: 'まったくの初心者でも大丈夫ですか？',
    answer:
      'はい、大丈夫です。マンツーマンなので、パソコンの操作から一人ひとりのペースに合わせて進めます。',
  },
  {
    question: 'パソコンは必要ですか？',
    answer:
      'オンラインレッスンではご自身のパソコンをお使いください。iOS アプリコースは Mac が必要です。教室でのレッスンは貸し出し用のパソコンがあります。',
  },
  {
    question: '予約はどのように取りますか？',
    answer:
      '完全予約制です。入会後にお送りする予約ページから、ご都合のよい日時を選んでください。前日まで変更できます。',
  },
  {
    question: 'オンラインでも教室と同じ内容を学べますか？',
    answer:
      'はい。画面共有を使い、講師がコードを一緒に見ながら進めるので、教室と同じ内容を学べます。',
  },
  {
    question: '無料体験のあと、必ず入会しなければいけませんか？',
    answer: 'いいえ。体験のあとにじっくりご検討ください。しつこい勧誘はいたしません。',
  },
] as const satisfies readonly FaqItem[];
