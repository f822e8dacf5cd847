import Heading from '@theme/Heading';
import Phrases from '@site/src/components/Phrases';
import {plansSection} from '@site/src/data/home';
import {plans, formatYen, perLessonYen, planTerms} from '@site/src/data/plans';
import Section, {CardGrid} from '../Section';
import styles from './styles.module.css';

export default function Plans() {
  return (
    <Section
      id="plans"
      title={plansSection.title}
      lead={plansSection.lead}
      more={plansSection.more}>
      <CardGrid>
        {plans.map((plan) => (
          <li key={plan.id} className={`card ${styles.plan}`}>
            <Heading as="h3">
              <Phrases text={plan.name} />
            </Heading>
            <p className={styles.price}>
              <span className={styles.amount}>{formatYen(plan.monthlyPriceYen)}</span>
              （税込）／月
            </p>
            <p className={styles.terms}>
              {planTerms(plan)}
              <br />
              1回あたり{formatYen(perLessonYen(plan))}（税込）
            </p>
            <p>{plan.recommendedFor}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
