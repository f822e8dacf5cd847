import {
  classroomLoansText,
  classrooms,
  formatWeekdays,
  lessonHours,
  postalAddress,
} from './classrooms';
import {courses} from './courses';
import {NO_SOLICITATION, oneOffFeesSentence, trialLesson} from './plans';
import {audience, AUDIENCE_RANGE, school} from './school';
import {formatSchoolYear} from '../vocabulary/schoolYear';

/**
 * The words of the home page's sections, beside the facts they read: every heading, button and
 * card title here gets its phrase breaks at build time (src/components/Phrases).
 */

/** A link onward from a section to the page that tells the whole story. */
export interface MoreLink {
  readonly to: string;
  readonly label: string;
}

const beginnerCourse = courses[0].name;

export const hero = {
  /** The chips under the tagline, each a link to the section that tells more. */
  points: [
    {label: AUDIENCE_RANGE, to: '#for-whom'},
    {label: 'オンラインで全国から', to: '#places'},
    {label: `${school.regions.join('・')}で対面レッスン`, to: '#places'},
  ],
  guide: {to: '/docs/intro/intro', label: 'はじめての方へ'},
  note: `初回${trialLesson.minutes}分の体験レッスンは無料です。`,
} as const;

export const forWhom = {
  title: 'こんな方におすすめです',
  lead: `初めての方は、${beginnerCourse}から始められます。一人ひとりの目的に合わせて進めます。`,
  audiences: [
    {
      title: `${formatSchoolYear(audience.youngestSchoolYear)}から中学生のお子さま`,
      text: '好きなゲームやものづくりをきっかけに、順序立てて考える練習を重ねます。',
    },
    {
      title: '高校生・大学生の方',
      text: 'ゲームやアプリの作品づくりを通して、進学や就職で見せられる作品を目指します。',
    },
    {
      title: '社会人・大人の方',
      text: '仕事や家事の合間に、作ってみたかったものを自分のペースで形にします。',
    },
    {
      title: '保護者の方へ',
      text: '習い事や部活と両立しやすい完全予約制です。オンラインなら送り迎えも要りません。',
    },
  ],
} as const;

const hours = `平日 ${lessonHours.weekday.from}〜${lessonHours.weekday.to}、土日祝 ${lessonHours.weekend.from}〜${lessonHours.weekend.to}`;

export const places = {
  title: '受講できる場所と時間',
  lead: `オンラインでも教室でも、同じ時間の中から予約できます。休業日は${lessonHours.closed}です。`,
  /** Each card leads to its part of the classrooms page, where the hours and addresses are. */
  cards: [
    {
      title: 'オンライン',
      to: '/docs/intro/classrooms#online',
      text: '全国どこからでも受講できます。画面共有で、講師と同じコードを見ながら進めます。',
      when: `予約できる時間：${hours}`,
    },
    {
      title: `${school.regions.join('・')}の教室`,
      to: '/docs/intro/classrooms#places',
      text: `講師と並んで、対面で学べます。${classroomLoansText}`,
      /** Each classroom with its days and address, beside which its map link goes. */
      rooms: classrooms.map((room) => ({
        room,
        days: `対面レッスンの日：${formatWeekdays(room.inPersonDays)}`,
        address: postalAddress(room),
      })),
      when: '時間はオンラインと同じです。',
    },
  ],
} as const;

export const coursesSection = {
  title: '学習コース',
  lead: `目的に合わせて${courses.length}つのコースから選べます。体験レッスンで手を動かしてみてから、ご家庭でお決めください。`,
  more: {to: '/docs/intro/course', label: 'コースの詳しい内容を見る'},
} as const;

const steps = [
  {
    title: '無料体験を申し込む',
    text: 'フォームに、学びたいことと希望の日時を入力してください。',
  },
  {
    title: `無料体験レッスン（${trialLesson.minutes}分）`,
    text: `${trialLesson.includes.join('、')}を行います。`,
  },
  {
    title: 'プランを選んで入会',
    text: '体験のあと、ご家庭でじっくりご検討ください。入会をご希望のときは、メールでお申し込みください。',
  },
  {
    title: '予約してレッスン',
    text: '予約ページで都合のよい日時を選びます。毎回、講師と一対一で進めます。',
  },
] as const;

export const howItWorks = {
  title: 'レッスンの流れ',
  lead: `完全予約制のマンツーマンレッスンです。お申し込みから受講まで、${steps.length}つのステップで進みます。`,
  steps,
} as const;

export const plansSection = {
  title: '料金プラン',
  lead: `金額はすべて税込です。${oneOffFeesSentence()}初回${trialLesson.minutes}分の体験レッスンは無料です。`,
  more: {to: '/docs/intro/plan', label: '料金とお支払いの詳細を見る'},
} as const;

export const teacherSection = {
  title: '講師紹介',
  more: {to: '/docs/intro/teacher', label: '講師のプロフィールを詳しく見る'},
} as const;

export const faqSection = {title: 'よくあるご質問'} as const;

export const closing = {
  title: 'まずは無料体験レッスンから',
  text: `${trialLesson.minutes}分の体験で、レッスンの進め方や講師との相性をお確かめください。${NO_SOLICITATION}`,
} as const;
