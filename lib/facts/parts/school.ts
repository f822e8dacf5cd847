import {loadFactsPart} from '../read';

/** src/data/facts/school.yml, checked; the bundle's is plugins/site/school-data.ts's. */
export const school = loadFactsPart('school');
