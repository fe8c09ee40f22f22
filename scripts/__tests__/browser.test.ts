import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  BrowserSetupError,
  chromiumArgs,
  disabledFeaturesIn,
  ensureChromium,
  findChromium,
  MISSING_BROWSER_HINT,
  playwrightDisabledFeatures,
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

test('reads the disabled-features list from launcher source, in the minified form too', () => {
  const source = 'var x;disabledFeatures = [\n  // why\n  "HttpsUpgrades",\n  \'PaintHolding\'\n].filter(Boolean);';
  assert.deepEqual(disabledFeaturesIn(source), ['HttpsUpgrades', 'PaintHolding']);
  assert.equal(disabledFeaturesIn('const features = ["HttpsUpgrades"];'), null);
});

test("our --disable-features switch, the one Chromium keeps, turns off Playwright's features and the window UI", () => {
  const playwrights = playwrightDisabledFeatures();
  assert.ok(playwrights.includes('HttpsUpgrades'), `read ${playwrights.join(',')} from Playwright`);
  const switches = chromiumArgs().filter((arg) => arg.startsWith('--disable-features='));
  assert.equal(switches.length, 1);
  const ours = switches[0]!.slice('--disable-features='.length).split(',');
  assert.deepEqual(ours, [...playwrights, ...WINDOW_UI_FEATURES]);
});
