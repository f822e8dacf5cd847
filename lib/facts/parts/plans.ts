import {loadFactsPart} from '../read';

/** src/data/facts/plans.yml, checked; in the bundle, plugins/site/facts.ts gives `school-facts/plans` the values. */
export const plans = loadFactsPart('plans');
