/**
 * Devices that more than one page names, spelled once: the course data (courses.ts), the
 * equipment page (equipment.ts), the FAQ and the docs read them from here.
 */
export const APPLE_SILICON_MAC = 'Apple シリコン（M1 以降）を搭載した Mac';

/** What the iOS course's app runs on, and the free account Xcode needs to put it there. */
export const IPHONE_AND_APPLE_ACCOUNT = 'iPhone と Apple アカウント（無料）';

/** Devices no course can be taken on. */
export const UNSUPPORTED_DEVICES = 'タブレット（iPad など）やスマートフォン';

/** What a free Apple Account lets Xcode do on the student's own iPhone, and for how long. */
export const FREE_APPLE_ACCOUNT_LIMIT =
  '無料の Apple アカウントで iPhone に入れたアプリは、7日たつと起動できなくなります。そのときは、Xcode からもう一度入れ直します';

/**
 * Who an app is published under: Apple Developer Program enrols only people of the age of
 * majority (its License Agreement; 18 in Japan, 民法4条), and the App Store shows an individual
 * member's legal name as the seller (https://developer.apple.com/programs/enroll/).
 */
export const APP_STORE_MINORS =
  'App Store での公開に必要な Apple Developer Program には、18歳以上の方しか登録できません。お子さまのアプリは保護者の方の名前で登録して公開することになり、App Store には販売者として保護者の方のお名前が表示されます';

/**
 * Apple Developer Program's yearly fee in Japan, tax included, as Apple set it when this was
 * last checked (https://developer.apple.com/jp/support/purchase-activation/). Apple may change it.
 */
export const APPLE_DEVELOPER_PROGRAM_YEN = 12980;

/** Computers handed out by schools (GIGA スクール構想): many local rules forbid private use. */
export const SCHOOL_CHROMEBOOK_NOTE =
  '学校で配られた Chromebook は、自治体や学校のきまりで習い事に使えないことがあります。使う前に学校にお確かめください';
