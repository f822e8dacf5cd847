import {loadFactsPart} from '../read';

/** src/data/facts/documents.yml, checked; the bundle's is plugins/site/school-data.ts's. */
export const documents = loadFactsPart('documents');
