import {Fragment} from 'react';
import Heading from '@theme/Heading';
import Phrases from '@site/src/components/Phrases';
import TextList from '@site/src/components/docs/TextList';
import {COURSE_NAMES} from '@site/src/vocabulary/courseNames';
import {courseEquipment} from '@site/src/data/equipment';
import styles from '@site/src/components/docs/CourseList/styles.module.css';

/** TOC entries for the per-course headings, which come from data (see course.mdx). */
export const courseEquipmentTocEntries = courseEquipment.map(({courseId}) => ({
  value: COURSE_NAMES[courseId],
  id: courseId,
  level: 3,
}));

/** What each course needs at home, one h3 per course of `src/data/equipment.ts`. */
export default function CourseEquipmentList() {
  return courseEquipment.map(({courseId, computer, software, otherNeeds, extraCosts}) => (
    // A fragment, not a <section>: the theme styles only headings that are direct children of the article.
    <Fragment key={courseId}>
      <Heading as="h3" id={courseId}>
        <Phrases text={COURSE_NAMES[courseId]} />
      </Heading>
      <dl className={styles.facts}>
        <dt>パソコン</dt>
        <dd>{computer}</dd>
        <dt>ソフトウェア</dt>
        <dd>
          <TextList items={software} />
        </dd>
        {otherNeeds.length > 0 && (
          <>
            <dt>ほかに用意するもの</dt>
            <dd>
              <TextList items={otherNeeds} />
            </dd>
          </>
        )}
        <dt>このコースだけにかかることがある費用</dt>
        <dd>{extraCosts.length === 0 ? 'ありません。' : <TextList items={extraCosts} />}</dd>
      </dl>
    </Fragment>
  ));
}
