import Phrases from '@site/src/components/Phrases';
import {faq} from '@site/src/data/faq';
import {faqSection} from '@site/src/data/home';
import {operator, phoneHoursText} from '@site/src/data/operator';
import {school} from '@site/src/data/school';
import Section from '../Section';
import styles from './styles.module.css';

/** Native <details> opens and closes without JavaScript. */
export default function Faq() {
  return (
    <Section id="faq" title={faqSection.title}>
      <div className={styles.list}>
        {faq.map(({question, answer}) => (
          <details key={question} className={styles.item}>
            <summary>
              <Phrases text={question} />
            </summary>
            <p>{answer}</p>
          </details>
        ))}
        <p className={styles.contact}>
          ほかにも気になることがあれば、
          {/* eslint-disable-next-line @docusaurus/no-html-links -- Link opens mailto: in a new tab */}
          <a href={`mailto:${school.contactEmail}`}>{school.contactEmail}</a>
          までお気軽にお問い合わせください。お電話（{operator.phone}）の受付は{phoneHoursText}
        </p>
      </div>
    </Section>
  );
}
