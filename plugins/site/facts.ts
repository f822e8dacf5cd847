import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {factFilePaths, loadFacts} from '../../src/data/facts/read';
import type {Facts} from '../../src/data/facts/schema';

/** The module the data modules read the facts from: in Node it reads the YAML files itself. */
const FACTS_MODULE = /[\\/]src[\\/]data[\\/]facts[\\/]index\.ts$/;

/**
 * Gives the pages the school's facts as checked values: the bundle gets a module holding them in
 * place of src/data/facts/index.ts, which reads and checks the YAML files in Node. A facts file
 * changed while `npm start` runs reloads the site.
 */
export default function factsPlugin(context: LoadContext): Plugin {
  let factsModule: string | undefined;
  return {
    name: 'facts',
    getPathsToWatch: () => factFilePaths().map((file) => path.join(context.siteDir, file)),
    async contentLoaded({actions}) {
      const facts: Facts = loadFacts(context.siteDir);
      factsModule = await actions.createData(
        'facts.js',
        `export const facts = ${JSON.stringify(facts)};\n`,
      );
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      if (!factsModule) {
        throw new Error(
          'plugins/site/facts: Docusaurus asked for the bundler config before the facts were written; ' +
            'it no longer runs contentLoaded first. Write the module earlier.',
        );
      }
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(FACTS_MODULE, factsModule),
        ],
      };
    },
  };
}
