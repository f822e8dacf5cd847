import {loadFactsPart} from './read';

/** src/data/facts/operator.yml, checked. In the bundle, plugins/site/facts.ts puts the checked values here. */
export const operator = loadFactsPart('operator');
