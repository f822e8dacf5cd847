import Heading from '@theme/Heading';
import Phrases from '@site/src/components/Phrases';
import {forWhom} from '@site/src/data/home';
import Section, {CardGrid} from '../Section';
import styles from './styles.module.css';

export default function ForWhom() {
  return (
    <Section id="for-whom" title={forWhom.title} lead={forWhom.lead}>
      <CardGrid>
        {forWhom.audiences.map(({title, text}) => (
          <li key={title} className={`card ${styles.audience}`}>
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
