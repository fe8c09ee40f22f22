import {defineConfig} from '@playwright/test';
import {findChromium, chromiumArgs, SEALED_NETWORK_ARG} from './scripts/lib/browser.mjs';
import {freePortSync} from './scripts/lib/ports.mjs';

/**
 * The suite serves the build on a port nobody else holds, chosen once here and inherited by the
 * workers through the environment. A server already running is never reused: it may serve an
 * older build. (Synchronous, because the config must be known before anything starts.)
 */
process.env.E2E_PORT ??= String(freePortSync());
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    trace: 'off',
    // A worker in the way would hide requests from page.route; e2e/pwa.spec.ts turns workers on.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {executablePath: findChromium(), args: [...chromiumArgs(), SEALED_NETWORK_ARG]},
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
