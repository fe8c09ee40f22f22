// Runs one exported function of a TypeScript module in a worker thread (./in-worker.ts). The module is
// loaded with jiti, as Docusaurus loads the plugins themselves.
const {parentPort, workerData} = require('node:worker_threads');
const createJiti = require(require.resolve('jiti', {paths: [require.resolve('@docusaurus/core/package.json')]}));

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const {modulePath, exportName, input} = /** @type {{modulePath: string, exportName: string, input: unknown}} */ (workerData);

Promise.resolve()
  .then(() => createJiti(__filename, {cache: true})(modulePath)[exportName](input))
  .then(
    (result) => port.postMessage({result}),
    (/** @type {unknown} */ error) =>
      port.postMessage({error: error instanceof Error ? {message: error.message, stack: error.stack} : {message: String(error)}}),
  );
