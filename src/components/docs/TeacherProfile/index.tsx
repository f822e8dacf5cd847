import Heading from '@theme/Heading';
import {SKILLS_LABEL, teacher} from '@site/src/data/teacher';
import SkillList from '@site/src/components/SkillList';
import styles from './styles.module.css';

/** The teacher's card from `src/data/teacher.ts`: name, role, summary and skills. */
export default function TeacherProfile() {
  return (
    <div className={styles.card}>
      <p className={styles.role}>{teacher.role}</p>
      <Heading as="h3" className={styles.name}>
        {teacher.name}
      </Heading>
      <p>{teacher.summary}</p>
      <p className={styles.skillsLabel}>{SKILLS_LABEL}</p>
      <SkillList />
    </div>
  );
}

/** The teacher's own words, quoted with their name. */
export function TeacherMessage() {
  return (
    <figure className={styles.message}>
      <blockquote>
        <p>{teacher.message}</p>
      </blockquote>
      <figcaption>{teacher.name}</figcaption>
    </figure>
  );
}
