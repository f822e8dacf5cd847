import {loadFactsPart} from './read';

/** the teacher's entry of blog/authors.yml, checked. In the bundle, plugins/site/facts.ts puts the checked values here. */
export const blogAuthor = loadFactsPart('blogAuthor');
