/**
 * The outside services that receive visitors' and students' data, listed in the privacy policy
 * (個人情報保護法28条, 32条1項4号; 電気通信事業法27条の12). Values marked 見本 are samples the owner
 * replaces with the service actually used; `npm run build:deploy` refuses to publish while one
 * remains (scripts/owner/sampleFacts.ts).
 */
export interface ExternalService {
  /** Stable ASCII id; the pages look a service up by it. */
  readonly id: 'video' | 'form' | 'booking' | 'payment' | 'mail' | 'analytics';
  /** What the school uses it for. */
  readonly purpose: string;
  /** The service's name, as its provider spells it. */
  readonly service: string;
  /** The company that runs it. */
  readonly provider: string;
  /** The provider's country, as the privacy policy names it: '日本', '米国' … */
  readonly country: string;
  /** What reaches the service. */
  readonly data: string;
  /** The provider's privacy statement: the measures it takes (施行規則17条2項3号). */
  readonly privacyUrl: string;
  /**
   * False where the data is never tied to a name (analytics: 個人関連情報, 31条), so it is no
   * provision of personal data and 28条 does not apply.
   */
  readonly personalData: boolean;
}

export const externalServices = [
  {
    id: 'video',
    purpose: 'オンラインのレッスン（ビデオ通話と画面共有）',
    service: 'Zoom',
    provider: 'Zoom Communications, Inc.',
    country: '米国',
    data: 'レッスン中の映像と音声、画面、表示名',
    privacyUrl: 'https://www.zoom.com/ja/trust/privacy/privacy-statement/',
    personalData: true,
  },
  {
    id: 'form',
    purpose: '無料体験レッスンのお申し込み',
    service: 'Google フォーム',
    provider: 'Google LLC',
    country: '米国',
    data: 'フォームに入力したお名前、メールアドレス、学年、ご希望など',
    privacyUrl: 'https://policies.google.com/privacy?hl=ja',
    personalData: true,
  },
  {
    id: 'booking',
    purpose: 'レッスンの予約ページ',
    service: '見本：予約サービスの名前',
    provider: '見本：提供会社の名前',
    country: '見本：提供会社の国',
    data: 'お名前、メールアドレス、予約の日時',
    privacyUrl: 'https://example.com/privacy',
    personalData: true,
  },
  {
    id: 'payment',
    purpose: '月謝のお支払い（口座振替、クレジットカード）',
    service: '見本：決済サービスの名前',
    provider: '見本：提供会社の名前',
    country: '見本：提供会社の国',
    data: 'お名前、口座またはカードの情報、お支払いの金額と日付',
    privacyUrl: 'https://example.com/privacy',
    personalData: true,
  },
  {
    id: 'mail',
    purpose: 'メールの送受信',
    service: '見本：メールサービスの名前',
    provider: '見本：提供会社の名前',
    country: '見本：提供会社の国',
    data: 'メールアドレスと、メールでのやり取りの内容',
    privacyUrl: 'https://example.com/privacy',
    personalData: true,
  },
  {
    id: 'analytics',
    purpose: 'このサイトの利用状況の分析',
    service: 'Google アナリティクス',
    provider: 'Google LLC',
    country: '米国',
    data: 'クッキーの識別子、閲覧したページの URL と題名、日時、ブラウザーと端末の種類、IP アドレス',
    privacyUrl: 'https://policies.google.com/privacy?hl=ja',
    personalData: false,
  },
] as const satisfies readonly ExternalService[];

export type ServiceId = ExternalService['id'];

export function findService(id: ServiceId): ExternalService {
  const service = externalServices.find((candidate) => candidate.id === id);
  if (!service) throw new Error(`Unknown service id "${id}" (see src/data/services.ts)`);
  return service;
}

/** The country where the school itself is: a provider there is no 「外国にある第三者」. */
export const HOME_COUNTRY = '日本';

/**
 * What the privacy policy tells about each foreign country's system for protecting personal
 * information (施行規則17条2項2号), from the 個人情報保護委員会's survey of foreign systems.
 * A provider in a country not listed here needs an entry (test/unit/facts.test.ts).
 */
export const foreignPrivacySystems: Readonly<Record<string, string>> = {
  米国: '米国には、個人情報の保護を全体として定める連邦の法律がありません。医療や金融、子どもの情報など分野ごとの連邦の法律と、カリフォルニア州消費者プライバシー法などの州の法律で保護されています。',
};

/** The survey of foreign systems by the 個人情報保護委員会, which the summaries above follow. */
export const FOREIGN_SYSTEMS_SURVEY_URL =
  'https://www.ppc.go.jp/personalinfo/legal/kaiseihogohou/#gaikoku';

/** The legal basis on which the school lets the service handle the data, as the table states it. */
export function transferBasis(service: ExternalService): string {
  if (!service.personalData) {
    return 'お名前などと結び付けない情報で、個人データの提供に当たりません（電気通信事業法27条の12に沿ってお知らせしています）';
  }
  if (service.country === HOME_COUNTRY) return '業務の委託（個人情報保護法27条5項1号）';
  return 'ご本人の同意（個人情報保護法28条1項）';
}
