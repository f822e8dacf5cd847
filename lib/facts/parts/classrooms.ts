import {loadFactsPart} from '../read';

/** src/data/facts/classrooms.yml, checked; in the bundle, plugins/site/facts.ts gives `school-facts/classrooms` the values. */
export const classrooms = loadFactsPart('classrooms');
