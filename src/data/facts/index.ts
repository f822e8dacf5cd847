/**
 * The school's facts, read from the YAML files beside this module and checked by ./schema.
 * In Node this reads the files; in the site's bundle, plugins/site/facts.ts puts the checked
 * values in this module's place, so no page carries the reader.
 */
import {loadFacts} from './read';

export const facts = loadFacts();
