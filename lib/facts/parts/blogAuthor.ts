import {loadFactsPart} from '../read';

/** The teacher in blog/authors.yml, checked; the bundle's is plugins/site/facts.ts's. */
export const blogAuthor = loadFactsPart('blogAuthor');
