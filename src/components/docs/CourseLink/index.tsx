import Link from '@docusaurus/Link';
import {COURSE_NAMES} from '@site/src/vocabulary/courseNames';

interface Props {
  /** A course id from `src/vocabulary/courseNames.ts`; an unknown id fails the build. */
  readonly id: string;
}

/** The course's name from data, linking to its section on the course page. */
export default function CourseLink({id}: Props) {
  const name = (COURSE_NAMES as Partial<Record<string, string>>)[id];
  if (!name) throw new Error(`Unknown course id "${id}" (see src/vocabulary/courseNames.ts)`);
  return <Link to={`/docs/intro/course#${id}`}>{name}</Link>;
}
