import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import Phrases from '@site/src/components/Phrases';
import TrialCta, {ctaButtonClass} from '@site/src/components/TrialCta';
import {school} from '@site/src/data/school';
import {hero} from '@site/src/data/home';
import Illustration from './Illustration';
import styles from './styles.module.css';

export default function Hero() {
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.inner)}>
        <div>
          <hgroup>
            <Heading as="h1" className={styles.title}>
              <Phrases text={school.name} />
            </Heading>
            <p className={styles.tagline}>
              <Phrases text={school.tagline} />
            </p>
          </hgroup>
          <ul className={styles.points}>
            {hero.points.map(({label, to}) => (
              <li key={label}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
          <TrialCta>
            <Link
              className={clsx('button button--lg', ctaButtonClass, styles.secondary)}
              to={hero.guide.to}>
              <Phrases text={hero.guide.label} />
            </Link>
          </TrialCta>
          <p className={styles.note}>{hero.note}</p>
        </div>
        <Illustration className={styles.illustration} />
      </div>
    </header>
  );
}
