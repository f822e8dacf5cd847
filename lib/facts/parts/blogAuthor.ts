import {loadFactsPart} from '../read';

/** The teacher in blog/authors.yml, checked; the bundle's is plugins/site/school-data.ts's. */
export const blogAuthor = loadFactsPart('blogAuthor');
