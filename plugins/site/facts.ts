import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {FACT_PARTS, factFilePaths, loadFacts} from '../../src/data/facts/read';

/** The Node module of one part of the facts, which reads its YAML file itself. */
const partModule = (name: string) =>
  new RegExp(`[\\\\/]src[\\\\/]data[\\\\/]facts[\\\\/]${name}\\.ts$`);

/**
 * Gives the pages the school's facts as checked values: the bundle gets, in place of each
 * src/data/facts/<part>.ts (which reads and checks its YAML file in Node), a module holding that
 * part's values, so a page carries only the parts it shows. A facts file changed while
 * `npm start` runs reloads the site.
 */
export default function factsPlugin(context: LoadContext): Plugin {
  const modules = new Map<string, string>();
  return {
    name: 'facts',
    getPathsToWatch: () => factFilePaths().map((file) => path.join(context.siteDir, file)),
    async contentLoaded({actions}) {
      const facts = loadFacts(context.siteDir);
      for (const name of FACT_PARTS) {
        modules.set(
          name,
          await actions.createData(
            `${name}.js`,
            `export const ${name} = ${JSON.stringify(facts[name])};\n`,
          ),
        );
      }
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      if (modules.size === 0) {
        throw new Error(
          'plugins/site/facts: Docusaurus asked for the bundler config before the facts were written; ' +
            'it no longer runs contentLoaded first. Write the modules earlier.',
        );
      }
      return {
        plugins: [...modules].map(
          ([name, file]) =>
            new currentBundler.instance.NormalModuleReplacementPlugin(partModule(name), file),
        ),
      };
    },
  };
}
