import {loadFactsPart} from '../read';

/** src/data/facts/rules.yml, checked; the bundle's is plugins/site/facts.ts's. */
export const rules = loadFactsPart('rules');
