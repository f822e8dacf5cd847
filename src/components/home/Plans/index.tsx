import Heading from '@theme/Heading';
import {
  plans,
  formatYen,
  oneOffFeesSentence,
  perLessonYen,
  trialLesson,
} from '@site/src/data/plans';
import Section, {CardGrid} from '../Section';
import styles from './styles.module.css';

export default function Plans() {
  return (
    <Section
      id="plans"
      title="料金プラン"
      lead={`表示はすべて税込の月額です。${oneOffFeesSentence()}初回${trialLesson.minutes}分の体験レッスンは無料です。`}
      tinted
      more={{to: '/docs/intro/plan', label: '料金とお支払いの詳細を見る'}}>
      <CardGrid>
        {plans.map((plan) => (
          <li key={plan.id} className={`card ${styles.plan}`}>
            <Heading as="h3">{plan.name}</Heading>
            <p className={styles.price}>
              <span className={styles.amount}>{formatYen(plan.monthlyPriceYen)}</span>
              （税込）／月
            </p>
            <p className={styles.terms}>
              月{plan.lessonsPerMonth}回・1回{plan.minutesPerLesson}分
              <br />
              1回あたり{formatYen(perLessonYen(plan))}
            </p>
            <p>{plan.recommendedFor}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
