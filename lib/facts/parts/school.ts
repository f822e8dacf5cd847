import {loadFactsPart} from '../read';

/** src/data/facts/school.yml, checked; in the bundle, plugins/site/facts.ts gives `school-facts/school` the values. */
export const school = loadFactsPart('school');
