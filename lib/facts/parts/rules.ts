import {loadFactsPart} from '../read';

/** src/data/facts/rules.yml, checked; the bundle's is plugins/site/school-data.ts's. */
export const rules = loadFactsPart('rules');
