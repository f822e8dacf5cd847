import path from 'node:path';
import {posixPath} from '@docusaurus/utils';

/**
 * How a route names a file that a plugin wrote with `createData`: through the documented `@site`
 * alias, as Docusaurus's own plugins name Markdown sources. The file's absolute path would go
 * into the entry bundle that every page loads, naming the folder the site was built in.
 */
export function generatedModule(siteDir: string, file: string): string {
  const relative = posixPath(path.relative(siteDir, file));
  if (relative.startsWith('../') || path.isAbsolute(relative)) {
    throw new Error(
      `lib/generatedModule: ${file} is outside the site folder ${siteDir}, so the @site ` +
        'alias cannot name it. Docusaurus moved its generated files; name the file another way.',
    );
  }
  return `@site/${relative}`;
}
