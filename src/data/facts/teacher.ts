import {loadFactsPart} from './read';

/** src/data/facts/teacher.yml, checked. In the bundle, plugins/site/facts.ts puts the checked values here. */
export const teacher = loadFactsPart('teacher');
