/**
 * `npm run facts:schema`: writes the JSON Schema of each facts file (src/data/facts/schema/) from
 * lib/facts/schema.ts. Run it after changing the schema; a unit test fails until you do.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {factsJsonSchemas, jsonSchemaPath} from '../../lib/facts/jsonSchema';
import {FACTS_DIR, SITE_ROOT} from '../../lib/facts/read';
import type {FactFileName} from '../../lib/facts/schema';

for (const [name, text] of Object.entries(factsJsonSchemas())) {
  const file = path.join(SITE_ROOT, FACTS_DIR, jsonSchemaPath(name as FactFileName));
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, text);
  console.log(`${path.relative(SITE_ROOT, file)} を書きました。`);
}
