import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as utilsCommon from '@docusaurus/utils-common';
import * as browser from '../../plugins/performance/utils-common-browser';

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

test("the browser entry of @docusaurus/utils-common exports what the package's index does", () => {
  assert.deepEqual(
    Object.keys(browser).sort(),
    packageExports.map(([name]) => name).sort(),
    'plugins/performance/utils-common-esm: @docusaurus/utils-common exports other names now. ' +
      'Re-export them in plugins/performance/utils-common-browser.ts from the files they live in, or remove the plugin.',
  );
  for (const [name, value] of packageExports) {
    assert.equal(asBundled(browser[name as keyof typeof browser]), value, name);
  }
});
