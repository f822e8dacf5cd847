import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {COURSE_FACT_LABELS, courses} from '@site/src/data/courses';
import Section, {CardGrid, linkCardClass} from '../Section';
import styles from './styles.module.css';

export default function Courses() {
  return (
    <Section
      id="courses"
      title="学習コース"
      lead="目的に合わせて三つのコースから選べます。迷ったときは体験レッスンで一緒に決めましょう。"
      tinted
      more={{to: '/docs/intro/course', label: 'コースの詳しい内容を見る'}}>
      <CardGrid>
        {courses.map((course) => (
          <li key={course.id} className={`card ${linkCardClass} ${styles.course}`}>
            <Heading as="h3">
              <Link to={`/docs/intro/course#${course.id}`}>{course.name}</Link>
            </Heading>
            <p>{course.summary}</p>
            <dl className={styles.facts}>
              <dt>{COURSE_FACT_LABELS.duration}</dt>
              <dd>{course.typicalDuration}</dd>
              <dt>{COURSE_FACT_LABELS.tools}</dt>
              <dd>{course.tools.join('、')}</dd>
            </dl>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
