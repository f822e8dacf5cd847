import * as z from 'zod';
import {FACT_FILES, type FactFileName} from './schema';

/** Where the JSON Schema of a facts file is, from src/data/facts/ (each file's first line names it). */
export const jsonSchemaPath = (name: FactFileName) => `schema/${name}.schema.json`;

/**
 * The JSON Schema of each facts file, for completion and checks in an editor such as VS Code
 * (its YAML extension reads the `# yaml-language-server: $schema=` line); made from the schema.
 */
export function factsJsonSchemas(): Record<FactFileName, string> {
  return Object.fromEntries(
    Object.entries(FACT_FILES).map(([name, schema]) => [
      name,
      `${JSON.stringify(z.toJSONSchema(schema, {target: 'draft-7', io: 'input', unrepresentable: 'any'}), null, 2)}\n`,
    ]),
  ) as Record<FactFileName, string>;
}
