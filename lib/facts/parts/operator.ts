import {loadFactsPart} from '../read';

/** src/data/facts/operator.yml, checked; the bundle's is plugins/site/school-data.ts's. */
export const operator = loadFactsPart('operator');
