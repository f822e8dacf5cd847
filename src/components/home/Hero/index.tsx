import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import TrialButton from '@site/src/components/TrialButton';
import {school} from '@site/src/data/school';
import styles from './styles.module.css';

export default function Hero() {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {school.name}
        </Heading>
        <p className={styles.tagline}>{school.tagline}</p>
        <div className={styles.actions}>
          <TrialButton />
          <Link className="button button--secondary button--lg" to="/docs/intro/intro">
            はじめての方へ
          </Link>
        </div>
      </div>
    </header>
  );
}
