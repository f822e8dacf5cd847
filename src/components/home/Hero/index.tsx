import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import TrialButton from '@site/src/components/TrialButton';
import {AUDIENCE_RANGE, school} from '@site/src/data/school';
import {trialLesson} from '@site/src/data/plans';
import Illustration from './Illustration';
import styles from './styles.module.css';

const POINTS = [
  AUDIENCE_RANGE,
  'オンラインで全国から',
  `${school.regions.join('・')}で対面レッスン`,
];

export default function Hero() {
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.inner)}>
        <div>
          <Heading as="h1" className={styles.title}>
            {school.name}
          </Heading>
          <p className={styles.tagline}>{school.tagline}</p>
          <ul className={styles.points}>
            {POINTS.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            <TrialButton />
            <Link className={clsx('button button--lg', styles.secondary)} to="/docs/intro/intro">
              はじめての方へ
            </Link>
          </div>
          <p className={styles.note}>初回{trialLesson.minutes}分の体験レッスンは無料です。</p>
        </div>
        <Illustration className={styles.illustration} />
      </div>
    </header>
  );
}
