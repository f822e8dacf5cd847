import Heading from '@theme/Heading';
import TrialButton from '@site/src/components/TrialButton';
import {trialLesson} from '@site/src/data/plans';
import styles from './styles.module.css';

export default function ClosingCta() {
  return (
    <section className={styles.cta} aria-labelledby="closing-cta-title">
      <div className="container">
        <Heading as="h2" id="closing-cta-title">
          まずは無料体験レッスンから
        </Heading>
        <p>
          {trialLesson.minutes}
          分の体験で、レッスンの進め方や講師との相性をお確かめください。無理な勧誘はいたしません。
        </p>
        <TrialButton />
      </div>
    </section>
  );
}
