import {loadFactsPart} from '../read';

/** src/data/facts/documents.yml, checked; in the bundle, plugins/site/facts.ts gives `school-facts/documents` the values. */
export const documents = loadFactsPart('documents');
