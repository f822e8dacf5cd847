import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {findCourse} from '@site/src/components/docs/CourseList';
import Phrases from '@site/src/components/Phrases';
import {
  parentVoices as publishedVoices,
  studentWorks as publishedWorks,
  VOICES_GROUP_TITLES,
  VOICES_TITLE,
  type ParentVoice,
  type StudentWork,
} from '@site/src/data/voices';
import Section, {CardGrid} from '../Section';
import styles from './styles.module.css';

interface Props {
  /** The entries of `src/data/voices.ts`; a test page passes its own. */
  readonly parentVoices?: readonly ParentVoice[];
  readonly studentWorks?: readonly StudentWork[];
}

/** One kind of entry under its own h3. */
function Group({title, children}: {readonly title: string; readonly children: ReactNode}) {
  return (
    <>
      <Heading as="h3" className={styles.groupTitle}>
        <Phrases text={title} />
      </Heading>
      <CardGrid>{children}</CardGrid>
    </>
  );
}

/** Real voices and works; nothing at all, not even the heading, until the owner adds one. */
export default function Voices({
  parentVoices = publishedVoices,
  studentWorks = publishedWorks,
}: Props) {
  if (parentVoices.length === 0 && studentWorks.length === 0) return null;
  return (
    <Section id="voices" title={VOICES_TITLE}>
      {parentVoices.length > 0 && (
        <Group title={VOICES_GROUP_TITLES.parentVoices}>
          {parentVoices.map((voice) => (
            <li key={voice.quote} className={`card ${styles.entry}`}>
              <figure className={styles.figure}>
                <blockquote className={styles.quote}>
                  <p>{voice.quote}</p>
                </blockquote>
                <figcaption className={styles.caption}>
                  {voice.speaker}（{findCourse(voice.courseId).name}）
                </figcaption>
              </figure>
            </li>
          ))}
        </Group>
      )}
      {studentWorks.length > 0 && (
        <Group title={VOICES_GROUP_TITLES.studentWorks}>
          {studentWorks.map((work) => (
            <li key={work.title} className={`card ${styles.entry}`}>
              <Heading as="h4">
                {work.url ? (
                  <Link href={work.url}>
                    <Phrases text={work.title} />
                  </Link>
                ) : (
                  <Phrases text={work.title} />
                )}
              </Heading>
              <p>{work.description}</p>
              <p className={styles.caption}>
                {work.maker}（{findCourse(work.courseId).name}）
              </p>
            </li>
          ))}
        </Group>
      )}
    </Section>
  );
}
