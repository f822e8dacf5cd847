import {loadFactsPart} from '../read';

/** the teacher's entry of blog/authors.yml, checked; in the bundle, plugins/site/facts.ts gives `school-facts/blogAuthor` the values. */
export const blogAuthor = loadFactsPart('blogAuthor');
