import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Phrases from '@site/src/components/Phrases';
import {teacherSection} from '@site/src/data/home';
import {SKILLS_LABEL, teacher} from '@site/src/data/teacher';
import SkillList from '@site/src/components/SkillList';
import Section from '../Section';
import styles from './styles.module.css';

export default function Teacher() {
  return (
    <Section id="teacher" title={teacherSection.title} more={teacherSection.more} tinted>
      <div className={`card ${styles.profile}`}>
        <img
          className={styles.photo}
          src={useBaseUrl(teacher.photo)}
          width={160}
          height={160}
          alt={teacher.photoAlt}
          loading="lazy"
        />
        <div>
          <Heading as="h3">
            <Phrases text={teacher.name} />
            <span className={styles.role}>
              <Phrases text={teacher.role} />
            </span>
          </Heading>
          <p>{teacher.summary}</p>
          <blockquote className={styles.message}>{teacher.message}</blockquote>
          <SkillList label={SKILLS_LABEL} />
        </div>
      </div>
    </Section>
  );
}
