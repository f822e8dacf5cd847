import Heading from '@theme/Heading';
import Phrases from '@site/src/components/Phrases';
import TextList from '@site/src/components/docs/TextList';
import {COURSE_FACT_LABELS, courses, type Course} from '@site/src/data/courses';
import {formatSchoolYear} from '@site/src/vocabulary/schoolYear';
import {escapeHtml} from '@site/src/lib/escapeHtml';
import styles from './styles.module.css';

/** The shape of a table-of-contents entry that Docusaurus reads from an MDX `toc` export. */
interface TocEntry {
  readonly value: string;
  readonly id: string;
  readonly level: number;
}

/**
 * TOC entries for the course headings. Docusaurus builds a TOC only from headings written in
 * Markdown, so the course page, whose headings come from data, exports its TOC with these.
 */
export const courseTocEntries: readonly TocEntry[] = courses.map(({id, name}) => ({
  value: escapeHtml(name),
  id,
  level: 2,
}));

export function findCourse(id: string): Course {
  const course = courses.find((candidate) => candidate.id === id);
  if (!course) throw new Error(`Unknown course id "${id}" (see src/data/courses.ts)`);
  return course;
}

// A fragment, not a <section>: the theme styles only headings that are direct children of the article.
function CourseSection({course}: {readonly course: Course}) {
  return (
    <>
      <Heading as="h2" id={course.id}>
        <Phrases text={course.name} />
      </Heading>
      <p>{course.summary}</p>
      <dl className={styles.facts}>
        <dt>{COURSE_FACT_LABELS.goals}</dt>
        <dd>
          <TextList items={course.goals} />
        </dd>
        <dt>{COURSE_FACT_LABELS.outcome}</dt>
        <dd>{course.outcome}</dd>
        <dt>{COURSE_FACT_LABELS.audience}</dt>
        <dd>{formatSchoolYear(course.youngestSchoolYear)}から大人まで</dd>
        <dt>{COURSE_FACT_LABELS.prerequisites}</dt>
        <dd>{course.prerequisites}</dd>
        <dt>{COURSE_FACT_LABELS.duration}</dt>
        <dd>{course.typicalDuration}</dd>
        <dt>{COURSE_FACT_LABELS.tools}</dt>
        <dd>{course.tools.join('、')}</dd>
      </dl>
    </>
  );
}

/** Every course of `src/data/courses.ts`, one h2 section each, with the course id as its anchor. */
export default function CourseList() {
  return courses.map((course) => <CourseSection key={course.id} course={course} />);
}
