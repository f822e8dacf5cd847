import {loadFactsPart} from '../read';

/** src/data/facts/classrooms.yml, checked; the bundle's is plugins/site/facts.ts's. */
export const classrooms = loadFactsPart('classrooms');
