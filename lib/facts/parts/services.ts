import {loadFactsPart} from '../read';

/** src/data/facts/services.yml, checked; the bundle's is plugins/site/school-data.ts's. */
export const services = loadFactsPart('services');
