#!/usr/bin/env node
// Serves the production build: `node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]`.
import {parseArgs} from 'node:util';
import fs from 'node:fs';
import {createStaticServer} from './lib/static-server.mjs';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: '3000'},
    host: {type: 'string', default: '127.0.0.1'},
  },
});

if (!fs.existsSync(`${values.dir}/index.html`)) {
  console.error(`No build in "${values.dir}": run "npm run build" first.`);
  process.exit(1);
}

const server = createStaticServer(values.dir);
if (!server.precompressed) {
  console.warn(`apis: ${values.dir} has no precompressed files, so responses go out uncompressed: build with "npm run build"`);
}
server.listen(Number(values.port), values.host, () => {
  console.log(`apis: serving ${values.dir} at http://${values.host === '127.0.0.1' ? 'localhost' : values.host}:${values.port}/`);
});
