import {loadFactsPart} from '../read';

/** src/data/facts/teacher.yml, checked; the bundle's is plugins/site/school-data.ts's. */
export const teacher = loadFactsPart('teacher');
