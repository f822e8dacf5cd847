import {loadFactsPart} from './read';

/** src/data/facts/plans.yml, checked. In the bundle, plugins/site/facts.ts puts the checked values here. */
export const plans = loadFactsPart('plans');
