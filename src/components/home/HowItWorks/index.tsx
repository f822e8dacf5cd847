import Heading from '@theme/Heading';
import Phrases from '@site/src/components/Phrases';
import {howItWorks} from '@site/src/data/home';
import Section, {CardGrid} from '../Section';
import styles from './styles.module.css';

export default function HowItWorks() {
  return (
    <Section id="how-it-works" title={howItWorks.title} lead={howItWorks.lead} tinted>
      <CardGrid ordered className={styles.steps}>
        {howItWorks.steps.map(({title, text}) => (
          <li key={title} className={styles.step}>
            <Heading as="h3">
              <Phrases text={title} />
            </Heading>
            <p>{text}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
