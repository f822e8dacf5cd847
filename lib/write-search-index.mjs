/**
 * Writes the site search's Pagefind index. plugins/site/site-search.ts runs this in a process of
 * its own: Pagefind's Node API is an ES module only, which the loader Docusaurus reads the config
 * and its plugins with cannot import. Reads {outputPath, rootSelector, excludeSelectors, pages:
 * [{file, url, content}]} as JSON on stdin.
 */
import {readdir, rm} from 'node:fs/promises';
import path from 'node:path';
import {text} from 'node:stream/consumers';
import * as pagefind from 'pagefind';

const {outputPath, rootSelector, excludeSelectors, pages} = JSON.parse(await text(process.stdin));
const fail = (errors) => {
  if (errors.length > 0) throw new Error(errors.join('\n'));
};
const {index, errors} = await pagefind.createIndex({rootSelector, excludeSelectors});
fail(errors);
// All pages at once: Pagefind takes them in order, without a round trip between two pages.
const added = await Promise.all(pages.map(({url, content}) => index.addHTMLFile({url, content})));
fail(added.flatMap(({errors}, at) => errors.map((error) => `${pages[at].file}: ${error}`)));
// Pagefind writes its files itself (getFiles would send them all here once more, in base64).
const written = await index.writeFiles({outputPath});
fail(written.errors);
await pagefind.close();
// Pagefind's ready-made interfaces stay out of the build: the site's dialog calls pagefind.js.
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;
for (const file of (await readdir(outputPath)).filter((file) => UNUSED.test(file))) {
  await rm(path.join(outputPath, file));
}
