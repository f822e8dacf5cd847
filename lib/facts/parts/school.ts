import {loadFactsPart} from '../read';

/** src/data/facts/school.yml, checked; the bundle's is plugins/site/facts.ts's. */
export const school = loadFactsPart('school');
