import {loadFactsPart} from './read';

/** src/data/facts/documents.yml, checked. In the bundle, plugins/site/facts.ts puts the checked values here. */
export const documents = loadFactsPart('documents');
