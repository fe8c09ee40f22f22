// Runs buildSearchFiles (./collect.ts) in a worker thread, so that reading every page and building
// the index overlaps the other plugins' postBuild work on the main thread. The module is
// TypeScript: the worker loads it with jiti, as Docusaurus loads the plugin itself.
const {parentPort, workerData} = require('node:worker_threads');
const createJiti = require(require.resolve('jiti', {paths: [require.resolve('@docusaurus/core/package.json')]}));

/** @type {typeof import('./collect')} */
const {buildSearchFiles} = createJiti(__filename, {cache: true})('./collect.ts');
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

buildSearchFiles(workerData).then(
  (summary) => port.postMessage({summary}),
  (/** @type {unknown} */ error) =>
    port.postMessage({error: error instanceof Error ? {message: error.message, stack: error.stack} : {message: String(error)}}),
);
