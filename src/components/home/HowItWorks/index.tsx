import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {classrooms, formatWeekdays, lessonHours} from '@site/src/data/classrooms';
import {school} from '@site/src/data/school';
import {trialLesson} from '@site/src/data/plans';
import Section, {CardGrid, linkCardClass} from '../Section';
import styles from './styles.module.css';

const STEPS = [
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
    text: '体験のあと、ご家庭でじっくりご検討ください。続けたいプランを選べば入会です。',
  },
  {
    title: '予約してレッスン',
    text: '予約ページで都合のよい日時を選びます。毎回、講師と一対一で進めます。',
  },
];

const HOURS = `平日 ${lessonHours.weekday.from}〜${lessonHours.weekday.to}、土日祝 ${lessonHours.weekend.from}〜${lessonHours.weekend.to}`;

/** Each card leads to its part of the classrooms page, where the hours and addresses are. */
const PLACES = [
  {
    title: 'オンライン',
    to: '/docs/intro/classrooms#online',
    text: '全国どこからでも受講できます。画面共有で、講師と同じコードを見ながら進めます。',
    when: `予約できる時間：${HOURS}`,
  },
  {
    title: `${school.regions.join('・')}の教室`,
    to: '/docs/intro/classrooms#places',
    text: '講師と並んで、対面で学べます。貸し出し用のパソコンもあります。',
    when: `対面レッスンの日：${classrooms.map((room) => `${room.name} ${formatWeekdays(room.inPersonDays)}`).join('、')}（時間はオンラインと同じです）`,
  },
];

export default function HowItWorks() {
  return (
    <Section
      id="how-it-works"
      title="レッスンの流れ"
      lead="完全予約制のマンツーマンレッスンです。お申し込みから受講まで、四つのステップで進みます。">
      <CardGrid ordered className={styles.steps}>
        {STEPS.map(({title, text}) => (
          <li key={title} className={styles.step}>
            <Heading as="h3">{title}</Heading>
            <p>{text}</p>
          </li>
        ))}
      </CardGrid>
      <Heading as="h3" className={styles.placesTitle}>
        受講できる場所
      </Heading>
      <CardGrid>
        {PLACES.map(({title, to, text, when}) => (
          <li key={title} className={`card ${linkCardClass} ${styles.place}`}>
            <Heading as="h4">
              <Link to={to}>{title}</Link>
            </Heading>
            <p>{text}</p>
            <p className={styles.when}>{when}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
