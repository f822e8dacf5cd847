import {loadFactsPart} from '../read';

/** src/data/facts/operator.yml, checked; in the bundle, plugins/site/facts.ts gives `school-facts/operator` the values. */
export const operator = loadFactsPart('operator');
