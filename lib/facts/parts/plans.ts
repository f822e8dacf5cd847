import {loadFactsPart} from '../read';

/** src/data/facts/plans.yml, checked; the bundle's is plugins/site/school-data.ts's. */
export const plans = loadFactsPart('plans');
