import {loadFactsPart} from './read';

/** src/data/facts/voices.yml, checked. In the bundle, plugins/site/facts.ts puts the checked values here. */
export const voices = loadFactsPart('voices');
