/**
 * Writes the site search's Pagefind index. plugins/site/site-search.ts runs this in a process of
 * its own: Pagefind's Node API is an ES module only, which the loader Docusaurus reads the config
 * and its plugins with cannot import. Reads {outputPath, rootSelector, excludeSelectors, pages:
 * [{file, url}]} as JSON on stdin.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {text} from 'node:stream/consumers';
import * as pagefind from 'pagefind';

const {outputPath, rootSelector, excludeSelectors, pages} = JSON.parse(await text(process.stdin));
const fail = (errors) => {
  if (errors.length > 0) throw new Error(errors.join('\n'));
};
const {index, errors} = await pagefind.createIndex({rootSelector, excludeSelectors});
fail(errors);
for (const {file, url} of pages) {
  const added = await index.addHTMLFile({url, content: await readFile(file, 'utf8')});
  fail(added.errors.map((error) => `${file}: ${error}`));
}
// Pagefind's ready-made interfaces stay out of the build: the site's dialog calls pagefind.js.
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;
const written = await index.getFiles();
fail(written.errors);
for (const file of written.files.filter((file) => !UNUSED.test(file.path))) {
  const target = path.join(outputPath, file.path);
  await mkdir(path.dirname(target), {recursive: true});
  await writeFile(target, file.content);
}
await pagefind.close();
