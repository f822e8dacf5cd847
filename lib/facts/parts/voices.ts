import {loadFactsPart} from '../read';

/** src/data/facts/voices.yml, checked; the bundle's is plugins/site/school-data.ts's. */
export const voices = loadFactsPart('voices');
