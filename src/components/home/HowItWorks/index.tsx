import {howItWorks} from '@site/src/data/home';
import Section, {CardGrid, TextCard} from '../Section';
import styles from './styles.module.css';

export default function HowItWorks() {
  return (
    <Section id="how-it-works" title={howItWorks.title} lead={howItWorks.lead} tinted>
      <CardGrid ordered className={styles.steps}>
        {howItWorks.steps.map(({title, text}) => (
          <TextCard key={title} title={title} text={text} className={styles.step} />
        ))}
      </CardGrid>
    </Section>
  );
}
