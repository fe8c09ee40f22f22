// @docusaurus/utils-common for the browser bundle, without tslib. The package's index is CommonJS that
// loads tslib for one helper, and a CommonJS require of tslib's ES module keeps every helper: about
// 2 KiB of brotli in every page's main bundle. These are the same modules, re-exported as ES modules.
// The names must stay those of the package's index (plugins/lean-bundle/__tests__ compares them).
export {default as applyTrailingSlash, addTrailingSlash, addLeadingSlash, removeTrailingSlash} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';

export const blogPostContainerID = '__blog-post-container';
