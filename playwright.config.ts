import {defineConfig} from '@playwright/test';
import {findChromium, CHROMIUM_ARGS} from './scripts/lib/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);

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
    launchOptions: {executablePath: findChromium(), args: CHROMIUM_ARGS},
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
