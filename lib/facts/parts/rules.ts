import {loadFactsPart} from '../read';

/** src/data/facts/rules.yml, checked; in the bundle, plugins/site/facts.ts gives `school-facts/rules` the values. */
export const rules = loadFactsPart('rules');
