import {loadFactsPart} from '../read';

/** src/data/facts/teacher.yml, checked; in the bundle, plugins/site/facts.ts gives `school-facts/teacher` the values. */
export const teacher = loadFactsPart('teacher');
