import {loadFactsPart} from './read';

/** src/data/facts/classrooms.yml, checked. In the bundle, plugins/site/facts.ts puts the checked values here. */
export const classrooms = loadFactsPart('classrooms');
