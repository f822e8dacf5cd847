import {loadFactsPart} from './read';

/** src/data/facts/school.yml, checked. In the bundle, plugins/site/facts.ts puts the checked values here. */
export const school = loadFactsPart('school');
