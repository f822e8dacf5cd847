/**
 * @docusaurus/utils-common's entry for the browser (plugins/performance/utils-common-esm.ts): its exports,
 * from the files its index re-exports them from, without the index's tslib require.
 * test/unit/utils-common-esm.test.ts checks that both export the same.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {
  addPrefix,
  removeSuffix,
  addSuffix,
  removePrefix,
} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';
// Declared in the index itself, not in a file of its own.
export const blogPostContainerID = '__blog-post-container';
