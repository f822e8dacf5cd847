import {forWhom} from '@site/src/data/home';
import Section, {CardGrid, TextCard} from '../Section';
import styles from './styles.module.css';

export default function ForWhom() {
  return (
    <Section id="for-whom" title={forWhom.title} lead={forWhom.lead}>
      <CardGrid>
        {forWhom.audiences.map(({title, text}) => (
          <TextCard key={title} title={title} text={text} className={`card ${styles.audience}`} />
        ))}
      </CardGrid>
    </Section>
  );
}
