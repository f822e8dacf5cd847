import {loadFactsPart} from '../read';

/** src/data/facts/classrooms.yml, checked; the bundle's is plugins/site/school-data.ts's. */
export const classrooms = loadFactsPart('classrooms');
