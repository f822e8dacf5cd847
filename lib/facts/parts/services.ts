import {loadFactsPart} from '../read';

/** src/data/facts/services.yml, checked; in the bundle, plugins/site/facts.ts gives `school-facts/services` the values. */
export const services = loadFactsPart('services');
