import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {FACT_PARTS, factFilePaths, loadFacts} from '../../lib/facts/read';

/**
 * Gives the pages the school's data: the facts, checked, as plain values. The data modules import
 * each part as `school-data/<part>`: in Node that is lib/facts/parts/<part>.ts, which reads and
 * checks its YAML file; in the bundle an alias points it at a module written here holding that
 * part's values, so a page carries only the parts it shows. A facts file changed while
 * `npm start` runs reloads the site.
 */
export default function schoolDataPlugin(context: LoadContext): Plugin {
  const modules = new Map<string, string>();
  return {
    name: 'school-data',
    getPathsToWatch: () => factFilePaths().map((file) => path.join(context.siteDir, file)),
    async contentLoaded({actions}) {
      const facts = loadFacts(context.siteDir);
      for (const name of FACT_PARTS) {
        modules.set(
          `school-data/${name}`,
          await actions.createData(
            `${name}.js`,
            `export const ${name} = ${JSON.stringify(facts[name])};\n`,
          ),
        );
      }
    },
    configureWebpack() {
      if (modules.size === 0) {
        throw new Error(
          'plugins/site/school-data: Docusaurus asked for the bundler config before the facts were written; ' +
            'it no longer runs contentLoaded first. Write the modules earlier.',
        );
      }
      return {resolve: {alias: Object.fromEntries(modules)}};
    },
  };
}
