/**
 * The one schema of the facts the owner writes in src/data/facts/*.yml: the types the site's
 * code reads them with (through `school-data/<part>`), the Japanese messages of the check, and
 * the JSON Schema an editor gets completion from (src/data/facts/schema/). Each field's title is
 * how the messages name it.
 */
import * as z from 'zod';
import {COURSE_NAMES, type CourseId} from '../../src/vocabulary/courseNames';
import {SCHOOL_YEARS, type SchoolYear} from '../../src/vocabulary/schoolYear';

const WEEKDAYS = ['月', '火', '水', '木', '金', '土', '日'] as const;
/** The kinds of computer a classroom may lend; a Mac is one the iOS course can use. */
const LOAN_COMPUTERS = ['Windows', 'Mac', 'Chromebook'] as const;
const COURSE_IDS = Object.keys(COURSE_NAMES) as [CourseId, ...CourseId[]];
const SERVICE_IDS = ['video', 'form', 'booking', 'payment', 'mail', 'analytics'] as const;

/** The message of a value that is missing, or of the wrong kind: `needs` says what to write. */
function kindError(title: string, needs: string) {
  return (issue: {input?: unknown}) =>
    issue.input === undefined
      ? `「${title}」がありません。${needs}で書き足してください。`
      : `「${title}」は${needs}で書いてください。`;
}

function text(title: string, maxLength = 200) {
  return z
    .string({error: kindError(title, '文字')})
    .trim()
    .min(1, `「${title}」が空です。文字で書いてください。`)
    .max(maxLength, `「${title}」が長すぎます。${maxLength}文字以内にしてください。`)
    .meta({title});
}

function integer(title: string, min: number, max: number, unit = '') {
  const range = `${min}${unit}以上${max}${unit}以下`;
  return z
    .number({error: kindError(title, `半角の数字（たとえば ${min}）`)})
    .int(`「${title}」は整数で書いてください。`)
    .min(min, `「${title}」は${range}にしてください。`)
    .max(max, `「${title}」は${range}にしてください。`)
    .meta({title});
}

/** Yen, tax included: digits only, no 円 and no commas. */
function yen(title: string, {free = false} = {}) {
  const needs = '半角の数字だけ（たとえば 11000。「円」や「,」は付けません）';
  return z
    .number({error: kindError(title, needs)})
    .int(`「${title}」は1円単位の整数で書いてください。`)
    .min(
      free ? 0 : 1,
      free
        ? `「${title}」は0円以上にしてください。`
        : `「${title}」が0円以下です。税込みの金額を書いてください。`,
    )
    .max(10_000_000, `「${title}」が大きすぎます。税込みの金額を円で書いてください。`)
    .meta({title});
}

function pattern(title: string, regex: RegExp, example: string) {
  return z
    .string({error: kindError(title, `「${example}」の形`)})
    .regex(regex, `「${title}」は「${example}」の形で書いてください。`)
    .meta({title, examples: [example]});
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A day as "YYYY-MM-DD" that exists in the calendar. */
function date(title: string) {
  return pattern(title, /^\d{4}-\d{2}-\d{2}$/, '2024-04-01').refine(
    isRealDate,
    `「${title}」の日付はカレンダーにありません。年・月・日を確かめてください。`,
  );
}

/** 24-hour "HH:MM". */
function time(title: string) {
  return pattern(title, /^(?:[01]\d|2[0-3]):[0-5]\d$/, '10:00');
}

function httpsUrl(title: string) {
  return z
    .string({error: kindError(title, '「https://」で始まる URL')})
    .regex(
      /^https:\/\/[^\s/]+(?:\/\S*)?$/,
      `「${title}」は「https://」で始まる URL にしてください。`,
    )
    .meta({title, format: 'uri'});
}

function list<Item extends z.ZodType>(title: string, item: Item, {min = 1} = {}) {
  return z
    .array(item, {error: kindError(title, '「- 」で始まる行の並び')})
    .min(min, `「${title}」には${min}つ以上書いてください。`)
    .meta({title});
}

/** A record whose fields are exactly these: a misspelt or unknown one is named at its line. */
function record<Shape extends z.ZodRawShape>(title: string, shape: Shape) {
  const fields = Object.keys(shape).join('、');
  return z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `「${issue.keys.join('」「')}」という項目は「${title}」にありません。書き間違いなら直し、要らなければ消してください（書ける項目：${fields}）。`
          : issue.input === undefined
            ? `「${title}」がありません。`
            : `「${title}」は「項目名: 値」の行で書いてください。`,
    })
    .meta({title});
}

const hours = (title: string) =>
  record(title, {from: time(`${title}の始まり`), to: time(`${title}の終わり`)}).refine(
    ({from, to}) => from < to,
    `「${title}」の終わりが始まりより前です。`,
  );

const POSTAL_CODE = pattern('郵便番号', /^\d{3}-\d{4}$/, '060-0001');

const schoolSchema = record('教室', {
  name: text('教室の名前', 40),
  shortName: text('教室の短い名前', 10),
  tagline: text('キャッチコピー', 80),
  regions: list('対面レッスンの地域', text('地域', 20)),
  trialFormUrl: httpsUrl('無料体験の申し込みフォームの URL'),
  githubUrl: httpsUrl('GitHub のページの URL'),
  githubOrganization: pattern('GitHub の組織名', /^[A-Za-z0-9-]+$/, 'kirari-programming'),
  githubProject: pattern(
    'GitHub のリポジトリ名',
    /^[A-Za-z0-9._-]+$/,
    'kirari-programming.github.io',
  ),
  siteUrl: httpsUrl('サイトの URL').refine(
    (url) => !url.endsWith('/'),
    '「サイトの URL」の最後の「/」を消してください。',
  ),
  contactEmail: pattern('連絡先のメールアドレス', /^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'info@example.jp'),
  foundedYear: integer('開校の年', 1950, 2100, '年'),
  // The integer check keeps the value among SCHOOL_YEARS.
  youngestSchoolYear: integer(
    'いちばん下の対象の学年',
    SCHOOL_YEARS[0],
    SCHOOL_YEARS[SCHOOL_YEARS.length - 1],
  ) as z.ZodType<SchoolYear, number>,
});

const operatorSchema = record('運営者', {
  legalName: text('販売事業者（運営者の正式な名前）', 60),
  postalCode: POSTAL_CODE,
  address: text('運営者の住所', 100),
  phone: pattern('電話番号', /^0\d{1,4}-\d{1,4}-\d{3,4}$/, '011-123-4567'),
  phoneHours: record('電話の受付時間', {
    days: text('電話を受ける曜日', 20),
    from: time('電話の受付の始まり'),
    to: time('電話の受付の終わり'),
  }).refine(({from, to}) => from < to, '「電話の受付時間」の終わりが始まりより前です。'),
  replyWithinBusinessDays: integer('お返事までの営業日数', 1, 10, '日'),
});

const teacherSchema = record('講師', {
  summary: text('講師の紹介文', 120),
  career: list('講師の経歴', text('経歴', 80)),
  skills: list('講師が教えられる言語・ツール', text('言語・ツール', 30)),
  message: text('講師からのメッセージ', 120),
  experience: list('講師の経験', text('講師の経験の段落', 200)),
});

/** The teacher as blog/authors.yml names them: the one place of the name, role and photo. */
const blogAuthorSchema = z
  .looseObject(
    {
      name: text('講師の名前', 30),
      title: text('講師の肩書き', 30),
      image_url: pattern(
        '講師の写真',
        /^\/img\/[\w./-]+\.(?:svg|png|jpe?g|webp)$/,
        '/img/teacher.jpg',
      ),
      image_alt: text('講師の写真の説明', 60),
    },
    {
      error:
        '講師の「teacher:」がありません。名前（name）、肩書き（title）、写真（image_url）、写真の説明（image_alt）を書いてください。',
    },
  )
  .meta({title: 'ブログの著者（講師）'});

/** blog/authors.yml: the blog's authors, of which the teacher's entry is checked. */
export const authorsFileSchema = z.looseObject({teacher: blogAuthorSchema});

const classroomsSchema = record('教室の場所と時間', {
  classrooms: list(
    '教室',
    record('教室', {
      id: pattern('教室の id', /^[a-z][a-z0-9-]*$/, 'sapporo'),
      name: text('教室の名前', 20),
      city: text('教室の市町村', 20),
      postalCode: POSTAL_CODE,
      address: text('教室の住所', 100),
      access: text('教室への行き方', 100),
      parking: text('教室の駐車場', 100),
      inPersonDays: list(
        '対面レッスンの曜日',
        z.enum(WEEKDAYS, {error: `曜日は ${WEEKDAYS.join('・')} のどれか1文字で書いてください。`}),
      ).refine(
        (days) =>
          days.every(
            (day, index) =>
              index === 0 || WEEKDAYS.indexOf(days[index - 1]) < WEEKDAYS.indexOf(day),
          ),
        `対面レッスンの曜日は、${WEEKDAYS.join('')}の順に、1回ずつ書いてください。`,
      ),
      loanComputers: list(
        '貸し出し用のパソコン',
        z.enum(LOAN_COMPUTERS, {
          error: `パソコンの種類は ${LOAN_COMPUTERS.join('、')} のどれかで書いてください。`,
        }),
        {min: 0},
      ),
      drinks: text('飲み物の持ち込み', 100),
      openMinutesBefore: integer('レッスンの何分前から教室に入れるか', 0, 30, '分'),
      parentsWait: text('保護者の方の待つ場所と見学', 100),
    }),
  ).refine(
    (rooms) => new Set(rooms.map((room) => room.id)).size === rooms.length,
    '同じ id の教室が2つあります。id はそれぞれ別の英小文字にしてください。',
  ),
  lessonHours: record('レッスンの時間', {
    weekday: hours('平日のレッスンの時間'),
    weekend: hours('土日のレッスンの時間'),
    closed: text('休業日', 60),
  }),
});

const plansSchema = record('月謝とプラン', {
  lessonMinutes: integer('1回のレッスンの長さ', 15, 180, '分'),
  enrollmentFeeYen: yen('入会金', {free: true}),
  materialsFeeYen: yen('教材費', {free: true}),
  plans: list(
    'プラン',
    record('プラン', {
      id: pattern('プランの id', /^[a-z][a-z0-9-]*$/, 'standard'),
      name: text('プランの名前', 20),
      lessonsPerMonth: integer('月のレッスンの回数', 1, 31, '回'),
      monthlyPriceYen: yen('月謝（税込）'),
      recommendedFor: text('おすすめの方', 60),
    }),
  ).refine(
    (plans) => new Set(plans.map((plan) => plan.id)).size === plans.length,
    '同じ id のプランが2つあります。id はそれぞれ別の英小文字にしてください。',
  ),
});

const rulesSchema = record('受講のきまり', {
  noticeDayOfPreviousMonth: integer('変更や退会の連絡の締め日', 1, 28, '日'),
  paymentDayOfMonth: integer('月謝の支払日', 1, 28, '日'),
  lastDayToStartThisMonth: integer('その月から受講を始められる入会日', 1, 27, '日'),
  rescheduleCutoffTimeDayBefore: time('前日の予約変更の締め切り'),
  noShowAfterMinutes: integer('無断欠席とする遅れ', 5, 60, '分'),
  connectionMakeUpMinutes: integer('振り替えるトラブルの長さ', 5, 60, '分'),
  carryOverMonths: integer('繰り越せる月数', 1, 3, 'か月'),
  maxPauseMonths: integer('休会できる月数', 1, 12, 'か月'),
  teacherCancelMakeUpDays: integer('休講を振り替える日数', 7, 60, '日'),
  refundWithinDays: integer('返金の振込までの日数', 7, 60, '日'),
  firstPaymentWithinDays: integer('最初の月謝のお支払いの期限', 3, 14, '日'),
  failedPaymentWithinDays: integer('引き落とせなかった月謝のお支払いの期限', 3, 30, '日'),
  // From 2: a form that arrives in a month reaches the bank before the next month's payment day.
  directDebitStartsMonthsAfter: integer('口座振替が始まる月', 2, 4, 'か月後'),
  weatherCheckTime: time('気象警報で休講を決める時刻'),
  classroomInsurance: text('教室の保険', 120),
}).refine((rules) => rules.noticeDayOfPreviousMonth < rules.paymentDayOfMonth, {
  // A change must reach next month's fee before it is charged.
  message: '「変更や退会の連絡の締め日」は「月謝の支払日」より前の日にしてください。',
  path: ['noticeDayOfPreviousMonth'],
});

const servicesSchema = record('外部のサービス', {
  services: list(
    '外部のサービス',
    record('外部のサービス', {
      id: z.enum(SERVICE_IDS, {
        error: `サービスの id は ${SERVICE_IDS.join('、')} のどれかです。`,
      }),
      purpose: text('サービスを使う目的', 60),
      service: text('サービスの名前', 40),
      provider: text('提供会社', 60),
      country: text('提供会社の国', 20),
      data: text('サービスに渡る情報', 120),
      privacyUrl: httpsUrl('提供会社のプライバシーポリシーの URL'),
      personalData: z
        .boolean({error: kindError('個人データを渡すか', '「true」か「false」')})
        .meta({title: '個人データを渡すか'}),
    }),
  ).refine(
    (services) =>
      SERVICE_IDS.every((id) => services.filter((service) => service.id === id).length === 1),
    `外部のサービスには ${SERVICE_IDS.join('、')} の6つを、それぞれ1つずつ書いてください。`,
  ),
  foreignSystems: z
    .record(text('国', 20), text('その国の個人情報の保護の制度', 400))
    .meta({title: '外国の個人情報の保護の制度'}),
});

const documentDates = (title: string) =>
  record(title, {
    established: date(`${title}の制定日`),
    revised: date(`${title}の最終改定日`),
  }).refine(
    ({established, revised}) => established <= revised,
    `「${title}」の最終改定日が制定日より前です。`,
  );

const documentsSchema = record('規約の日付', {
  privacyPolicy: documentDates('プライバシーポリシー'),
  terms: documentDates('受講規約'),
});

const courseId = z.enum(COURSE_IDS, {
  error: `コースの id は ${COURSE_IDS.join('、')} のどれかです。`,
});

const voicesSchema = record('保護者の声・受講生の作品', {
  parentVoices: list(
    '保護者の声',
    record('保護者の声', {
      quote: text('保護者の方のことば', 200),
      speaker: text('話した方（名前は書きません）', 40),
      courseId,
      consentedOn: date('掲載に同意いただいた日'),
    }),
    {min: 0},
  ),
  studentWorks: list(
    '受講生の作品',
    record('受講生の作品', {
      title: text('作品の名前', 40),
      maker: text('作った人（名前は書きません）', 20),
      courseId,
      description: text('作品の説明', 120),
      url: httpsUrl('作品の URL').optional(),
      consentedOn: date('掲載に同意いただいた日'),
    }),
    {min: 0},
  ),
});

/** Every facts file, by its name in src/data/facts/, with its schema. */
export const FACT_FILES = {
  school: schoolSchema,
  operator: operatorSchema,
  teacher: teacherSchema,
  classrooms: classroomsSchema,
  plans: plansSchema,
  rules: rulesSchema,
  services: servicesSchema,
  documents: documentsSchema,
  voices: voicesSchema,
} as const;

export type FactFileName = keyof typeof FACT_FILES;

export type Facts = {
  readonly [Name in FactFileName]: z.output<(typeof FACT_FILES)[Name]>;
} & {
  /** The teacher's entry of blog/authors.yml. */
  readonly blogAuthor: z.output<typeof blogAuthorSchema>;
};
