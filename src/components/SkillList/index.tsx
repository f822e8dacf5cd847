import {teacher} from '@site/src/data/teacher';
import styles from './styles.module.css';

interface Props {
  /** The list's accessible name, where no visible label stands before it. */
  readonly label?: string;
}

/** The teacher's skills from `src/data/teacher.ts`, as a row of chips. */
export default function SkillList({label}: Props) {
  return (
    <ul className={styles.skills} aria-label={label}>
      {teacher.skills.map((skill) => (
        <li key={skill}>{skill}</li>
      ))}
    </ul>
  );
}
