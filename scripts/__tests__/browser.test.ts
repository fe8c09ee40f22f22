import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  BrowserSetupError,
  CHROMIUM_ARGS,
  ensureChromium,
  findChromium,
  MISSING_BROWSER_HINT,
  PLAYWRIGHT_DISABLED_FEATURES,
  WINDOW_UI_FEATURES,
} from '../lib/browser.mjs';

const present = (...paths: string[]) => (file: string) => paths.includes(file);

test('CHROMIUM_PATH wins over the usual locations, and must exist', () => {
  const locations = ['/usr/bin/chromium'];
  assert.equal(findChromium({env: {CHROMIUM_PATH: '/opt/c/chrome'}, locations, exists: present('/opt/c/chrome', '/usr/bin/chromium')}), '/opt/c/chrome');
  assert.throws(() => findChromium({env: {CHROMIUM_PATH: '/nope'}, locations, exists: present('/usr/bin/chromium')}), BrowserSetupError);
});

test('the first usual location present is used', () => {
  const locations = ['/usr/bin/chromium', '/usr/bin/google-chrome'];
  assert.equal(findChromium({env: {}, locations, exists: present('/usr/bin/google-chrome')}), '/usr/bin/google-chrome');
  assert.equal(findChromium({env: {}, locations, exists: present()}), undefined);
});

test('an installed browser is used without installing anything', () => {
  let installed = false;
  const path = ensureChromium({find: () => '/usr/bin/chromium', canInstall: () => true, install: () => (installed = true), log: () => {}});
  assert.equal(path, '/usr/bin/chromium');
  assert.equal(installed, false);
});

test('without a browser, Debian chromium is installed only where that is possible', () => {
  let browser: string | undefined;
  const path = ensureChromium({find: () => browser, canInstall: () => true, install: () => (browser = '/usr/bin/chromium'), log: () => {}});
  assert.equal(path, '/usr/bin/chromium');
  let attempted = false;
  assert.throws(
    () => ensureChromium({find: () => undefined, canInstall: () => false, install: () => (attempted = true), log: () => {}}),
    (error: Error) => error instanceof BrowserSetupError && error.message === MISSING_BROWSER_HINT && !error.message.includes('\n'),
  );
  assert.equal(attempted, false);
});

/** The string entries of the `disabledFeatures` array in Playwright's launcher source. */
function playwrightDisabledFeatures(): string[] {
  const lib = path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib');
  const sources = [path.join(lib, 'coreBundle.js'), path.join(lib, 'server/chromium/chromiumSwitches.js')].filter((file) => fs.existsSync(file));
  for (const file of sources) {
    const list = /disabledFeatures = \[([^\]]*)\]/.exec(fs.readFileSync(file, 'utf8'));
    if (list) return [...list[1].matchAll(/["']([\w-]+)["']/g)].map((match) => match[1]);
  }
  throw new Error(`no disabledFeatures list in ${sources.join(', ') || lib}`);
}

test("our --disable-features switch, the one Chromium keeps, still turns off every feature Playwright turns off", () => {
  const playwrights = playwrightDisabledFeatures();
  assert.ok(playwrights.length > 5, `read ${playwrights.length} features from Playwright`);
  const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
  assert.equal(switches.length, 1);
  const ours = new Set(switches[0].slice('--disable-features='.length).split(','));
  assert.deepEqual(playwrights.filter((feature) => !ours.has(feature)), []);
  for (const feature of WINDOW_UI_FEATURES) assert.ok(ours.has(feature), feature);
});

test('the check above sees a feature missing from our list', () => {
  const missing = [...PLAYWRIGHT_DISABLED_FEATURES.slice(1)];
  assert.notDeepEqual(playwrightDisabledFeatures().filter((feature) => !missing.includes(feature)), []);
});
