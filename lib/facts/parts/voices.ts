import {loadFactsPart} from '../read';

/** src/data/facts/voices.yml, checked; in the bundle, plugins/site/facts.ts gives `school-facts/voices` the values. */
export const voices = loadFactsPart('voices');
