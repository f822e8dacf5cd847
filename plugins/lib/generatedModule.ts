import path from 'node:path';
import {posixPath} from '@docusaurus/utils';

/**
 * How a route names a file that a plugin wrote with `createData`: through the `@generated` alias,
 * as Docusaurus's own plugins do. The file's absolute path would go into the entry bundle that
 * every page loads, naming the folder the site was built in.
 */
export function generatedModule(generatedFilesDir: string, file: string): string {
  return `@generated/${posixPath(path.relative(generatedFilesDir, file))}`;
}
