import Heading from '@theme/Heading';
import {school} from '@site/src/data/school';
import {trialLesson} from '@site/src/data/plans';
import Section, {CardGrid} from '../Section';
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

const PLACES = [
  {
    title: 'オンライン',
    text: '全国どこからでも受講できます。画面共有で、講師と同じコードを見ながら進めます。',
  },
  {
    title: `${school.regions.join('・')}の教室`,
    text: '講師と並んで、対面で学べます。貸し出し用のパソコンもあります。',
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
        {PLACES.map(({title, text}) => (
          <li key={title} className={`card ${styles.place}`}>
            <Heading as="h4">{title}</Heading>
            <p>{text}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
