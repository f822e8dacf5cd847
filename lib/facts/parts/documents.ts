import {loadFactsPart} from '../read';

/** src/data/facts/documents.yml, checked; the bundle's is plugins/site/facts.ts's. */
export const documents = loadFactsPart('documents');
