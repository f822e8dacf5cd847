import Link from '@docusaurus/Link';
import {findCourse} from '@site/src/components/docs/CourseList';

interface Props {
  /** A course id from `src/data/courses.ts`; an unknown id fails the build. */
  readonly id: string;
}

/** The course's name from data, linking to its section on the course page. */
export default function CourseLink({id}: Props) {
  return <Link to={`/docs/intro/course#${id}`}>{findCourse(id).name}</Link>;
}
