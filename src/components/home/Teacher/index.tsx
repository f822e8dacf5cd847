import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {SKILLS_LABEL, teacher} from '@site/src/data/teacher';
import SkillList from '@site/src/components/SkillList';
import Section from '../Section';
import styles from './styles.module.css';

export default function Teacher() {
  return (
    <Section
      id="teacher"
      title="講師紹介"
      more={{to: '/docs/intro/teacher', label: '講師のプロフィールを詳しく見る'}}>
      <div className={`card ${styles.profile}`}>
        <img
          className={styles.photo}
          src={useBaseUrl(teacher.photo)}
          width={160}
          height={160}
          alt={`${teacher.name}のイラスト`}
          loading="lazy"
        />
        <div>
          <Heading as="h3">
            {teacher.name}
            <span className={styles.role}>{teacher.role}</span>
          </Heading>
          <p>{teacher.summary}</p>
          <blockquote className={styles.message}>{teacher.message}</blockquote>
          <SkillList label={SKILLS_LABEL} />
        </div>
      </div>
    </Section>
  );
}
