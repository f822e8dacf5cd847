/**
 * JamesIves/github-pages-deploy-action, run from its npm release: the package whose version is the
 * tag deploy.yml pins (`uses: JamesIves/github-pages-deploy-action@<sha> # v<version>`), with the
 * inputs the runner would give it (action.yml's defaults, then the step's `with:`).
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parse} from 'yaml';

export const DEPLOY_ACTION = 'JamesIves/github-pages-deploy-action';
const PACKAGE = '@jamesives/github-pages-deploy-action';

const packageDir = () =>
  path.dirname(createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`));

interface ActionYml {
  runs: {main: string};
  inputs: Record<string, {default?: string | number | boolean}>;
}

const actionYml = () =>
  parse(readFileSync(path.join(packageDir(), 'action.yml'), 'utf8')) as ActionYml;

/** The installed release's version. */
export const deployActionVersion = () =>
  (JSON.parse(readFileSync(path.join(packageDir(), 'package.json'), 'utf8')) as {version: string})
    .version;

/** The script the runner starts (action.yml's runs.main). */
export const deployActionMain = () => path.join(packageDir(), actionYml().runs.main);

/**
 * INPUT_<NAME> for each input, as @actions/core's getInput reads them. `${{ github.token }}`, the
 * token's default, is the rehearsal's token.
 */
export function deployActionInputs(inputs: Record<string, string>): Record<string, string> {
  const defaults = Object.fromEntries(
    Object.entries(actionYml().inputs)
      .filter(([, input]) => input.default !== undefined)
      .map(([name, input]) => [
        name,
        String(input.default).replace('${{ github.token }}', 'rehearsal-token'),
      ]),
  );
  return Object.fromEntries(
    Object.entries({...defaults, ...inputs}).map(([name, value]) => [
      `INPUT_${name.replace(/ /g, '_').toUpperCase()}`,
      value,
    ]),
  );
}

/**
 * The pin of the action in a workflow's text: its commit and the tag in its comment. That tag is
 * the release the commit is; the pin check (scripts/ci/check-action-pins.ts) asks for it.
 */
export function deployActionPin(workflowText: string): {sha: string; tag: string} | undefined {
  const pin = new RegExp(`uses:\\s*${DEPLOY_ACTION}@([0-9a-f]{40})\\s*#\\s*(\\S+)`).exec(
    workflowText,
  );
  return pin ? {sha: pin[1], tag: pin[2]} : undefined;
}
