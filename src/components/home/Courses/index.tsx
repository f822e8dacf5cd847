import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Phrases from '@site/src/components/Phrases';
import {COURSE_FACT_LABELS, courses} from '@site/src/data/courses';
import {coursesSection} from '@site/src/data/home';
import Section, {CardGrid, linkCardClass} from '../Section';
import styles from './styles.module.css';

export default function Courses() {
  return (
    <Section
      id="courses"
      title={coursesSection.title}
      lead={coursesSection.lead}
      more={coursesSection.more}>
      <CardGrid>
        {courses.map((course) => (
          <li key={course.id} className={`card ${linkCardClass} ${styles.course}`}>
            <Heading as="h3">
              <Link to={`/docs/intro/course#${course.id}`}>
                <Phrases text={course.name} />
              </Link>
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
