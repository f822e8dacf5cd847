import {loadFactsPart} from './read';

/** src/data/facts/rules.yml, checked. In the bundle, plugins/site/facts.ts puts the checked values here. */
export const rules = loadFactsPart('rules');
