import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as utilsCommon from '@docusaurus/utils-common';
import {importRelied} from '../support/contracts';

/** The package's own exports, without what Node adds when an ES module imports CommonJS. */
const packageExports = Object.entries(utilsCommon).filter(
  ([name]) => !['default', '__esModule', 'module.exports'].includes(name),
);

/**
 * A CommonJS file's `exports.default` as the bundler hands it over: Node gives an ES module the
 * whole `module.exports` as the default import instead.
 */
const asBundled = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'default' in value ? value.default : value;

test("plugins/performance/utils-common-esm: the browser entry of @docusaurus/utils-common exports what the package's index does", async () => {
  const browser = await importRelied<Record<string, unknown>>(
    new URL('../../src/lib/docusaurusUtilsCommon.ts', import.meta.url).href,
    'plugins/performance/utils-common-esm: a file of @docusaurus/utils-common/lib/ that ' +
      'src/lib/docusaurusUtilsCommon.ts re-exports from is gone: the package moved ' +
      'its files. Re-export each name from the file it lives in now, or remove the plugin and ' +
      're-measure (npm run bench:ablation).',
  );
  assert.deepEqual(
    Object.keys(browser).sort(),
    packageExports.map(([name]) => name).sort(),
    'plugins/performance/utils-common-esm: @docusaurus/utils-common exports other names now. ' +
      'Re-export them in src/lib/docusaurusUtilsCommon.ts from the files they live in, or remove the plugin.',
  );
  for (const [name, value] of packageExports) {
    assert.equal(asBundled(browser[name]), value, name);
  }
});
