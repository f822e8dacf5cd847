import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as utilsCommon from '@docusaurus/utils-common';
import * as browser from '../../plugins/utils-common-browser';

test("the browser entry of @docusaurus/utils-common exports what the package's index does", () => {
  assert.deepEqual(Object.keys(browser).sort(), Object.keys(utilsCommon).sort());
  for (const [name, value] of Object.entries(utilsCommon)) {
    assert.equal(browser[name as keyof typeof browser], value, name);
  }
});
