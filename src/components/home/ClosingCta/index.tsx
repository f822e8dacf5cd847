import Heading from '@theme/Heading';
import Phrases from '@site/src/components/Phrases';
import TrialCta from '@site/src/components/TrialCta';
import {closing} from '@site/src/data/home';
import styles from './styles.module.css';

export default function ClosingCta() {
  return (
    <section className={styles.cta} aria-labelledby="closing-cta-title">
      <div className="container">
        <Heading as="h2" id="closing-cta-title">
          <Phrases text={closing.title} />
        </Heading>
        <p className={styles.text}>{closing.text}</p>
        <TrialCta centered />
      </div>
    </section>
  );
}
