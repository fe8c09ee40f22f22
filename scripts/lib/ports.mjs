// Loopback ports for the servers the tests and the bench start: every server takes a port nobody
// else holds, so a run never talks to a server left over from another (it may serve another build).
import {execFileSync} from 'node:child_process';
import net from 'node:net';

/**
 * Starts `server` on a free loopback port and returns its origin, e.g. `http://127.0.0.1:41234`.
 * @param {net.Server} server
 * @returns {Promise<string>}
 */
export async function listenOnLoopback(server) {
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  return `http://127.0.0.1:${/** @type {net.AddressInfo} */ (server.address()).port}`;
}

/**
 * A loopback port free at the time of asking, for a server in another process (nginx, the bench's
 * servers). Another process could take it before that server does; on a test machine none does.
 * @returns {Promise<number>}
 */
export async function freePort() {
  const probe = net.createServer();
  const origin = await listenOnLoopback(probe);
  await new Promise((resolve) => probe.close(resolve));
  return Number(new URL(origin).port);
}

/**
 * `freePort` for callers that cannot wait, such as playwright.config.ts, which must be known before
 * anything starts: asks a child Node process. (Playwright loads this file as CommonJS, so it may not
 * use `import.meta` to hand the child `freePort` itself.)
 * @returns {number}
 */
export function freePortSync() {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], {encoding: 'utf8'}));
}
