import {loadFactsPart} from './read';

/** src/data/facts/services.yml, checked. In the bundle, plugins/site/facts.ts puts the checked values here. */
export const services = loadFactsPart('services');
