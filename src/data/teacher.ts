import {blogAuthor} from 'school-data/blogAuthor';
import {teacher as teacherFacts} from 'school-data/teacher';
import {school} from './school';

/**
 * The teacher's profile, shown on the home page and on /docs/intro/teacher. The name, role and
 * photo (and its description) are the blog author's (blog/authors.yml), the rest is src/data/facts/teacher.yml. The
 * teacher runs the school, so the name is also the 運営統括責任者 of the legal notice and the
 * privacy policy's 代表者 (operator.ts).
 */
export interface Teacher extends Omit<typeof teacherFacts, 'career'> {
  readonly name: string;
  readonly role: string;
  readonly photo: string;
  /** What the photo shows, for whoever cannot see it: changes with the photo (blog/authors.yml). */
  readonly photoAlt: string;
  /** The jobs before, then the school's opening. */
  readonly career: readonly string[];
}

/** The label of the teacher's skills, wherever they are listed. */
export const SKILLS_LABEL = '教えられる言語・ツール';

export const teacher: Teacher = {
  ...teacherFacts,
  name: blogAuthor.name,
  role: blogAuthor.title,
  photo: blogAuthor.image_url,
  photoAlt: blogAuthor.image_alt,
  career: [...teacherFacts.career, `${school.foundedYear}年に${school.name}を開校`],
};
