import {createStaticServer} from '../lib/static-server.mjs';

/** Serves a build folder with our static server (precompressed files) on a free loopback port until `stop()`. */
export async function serveBuild(dir) {
  const server = createStaticServer(dir);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {origin: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((resolve) => server.close(resolve))};
}
