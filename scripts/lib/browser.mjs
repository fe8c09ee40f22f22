// Finds the Chrome or Chromium that Playwright drives, or installs Debian's package where this
// machine allows it. Never downloads a browser build.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {aptInstall, canInstallWithApt} from './apt.mjs';

/** Usual install locations, Debian's package first. */
export const CHROMIUM_LOCATIONS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export const MISSING_BROWSER_HINT =
  'No Chrome or Chromium found: install one (Debian/Ubuntu: "apt-get install chromium") or set CHROMIUM_PATH to its executable';

export class BrowserSetupError extends Error {}

/**
 * `CHROMIUM_PATH` when set (it must exist), else the first usual location present.
 * @param {{env?: Record<string, string | undefined>, locations?: string[], exists?: (file: string) => boolean}} [options]
 * @returns {string | undefined}
 */
export function findChromium({env = process.env, locations = CHROMIUM_LOCATIONS, exists = fs.existsSync} = {}) {
  if (env.CHROMIUM_PATH) {
    if (!exists(env.CHROMIUM_PATH)) throw new BrowserSetupError(`CHROMIUM_PATH is set to ${env.CHROMIUM_PATH}, which does not exist`);
    return env.CHROMIUM_PATH;
  }
  return locations.find((location) => exists(location));
}

/**
 * A browser path: an installed one, else Debian's `chromium` installed with apt-get when this
 * process may (root, apt-get present). Throws BrowserSetupError with one line saying what to
 * install otherwise.
 */
export function ensureChromium({
  log = console.log,
  find = findChromium,
  canInstall = canInstallWithApt,
  install = (/** @type {(line: string) => void} */ log) => aptInstall(['chromium', 'fonts-noto-cjk'], log),
} = {}) {
  const found = find();
  if (found) return found;
  if (!canInstall()) throw new BrowserSetupError(MISSING_BROWSER_HINT);
  install(log);
  const installed = find();
  if (!installed) throw new BrowserSetupError(`apt-get finished but no Chromium was found. ${MISSING_BROWSER_HINT}`);
  return installed;
}

/**
 * For the end-to-end tests: every host name fails to resolve except the loopback address the site
 * is served on, so no request can leave the machine (e2e/fixtures.ts records the attempts).
 */
export const SEALED_NETWORK_ARG = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

/**
 * A full Chromium running headless (Debian's package; Playwright's own headless shell has no
 * browser window) still builds the address bar's popup for every new page: a WebUI page in a
 * renderer of its own, about 3 s of CPU, which on two cores halved the speed of the e2e suite.
 */
export const WINDOW_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * The entries of the `disabledFeatures` list in the source of Playwright's Chromium launcher.
 * @param {string} source
 * @returns {string[] | null} null when the source holds no such list
 */
export function disabledFeaturesIn(source) {
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(source);
  return list ? [...list[1].matchAll(/["']([\w-]+)["']/g)].map((match) => match[1]) : null;
}

/**
 * The features the installed Playwright turns off when it launches Chromium. Chromium keeps only the
 * last --disable-features switch, so ours must repeat them; they are read from Playwright itself.
 */
export function playwrightDisabledFeatures() {
  // Resolved from the working directory (the project root for every npm script): Playwright loads
  // this file from its TypeScript config as CommonJS, where `import.meta` would not compile.
  const lib = path.join(path.dirname(createRequire(path.resolve('package.json')).resolve('playwright-core/package.json')), 'lib');
  const sources = ['coreBundle.js', 'server/chromium/chromiumSwitches.js'].map((file) => path.join(lib, file)).filter((file) => fs.existsSync(file));
  for (const file of sources) {
    const features = disabledFeaturesIn(fs.readFileSync(file, 'utf8'));
    if (features) return features;
  }
  throw new BrowserSetupError(`no disabledFeatures list found in Playwright's launcher (${lib}): update playwrightDisabledFeatures()`);
}

/** Flags that let Chromium run headless as root on a machine without outside network. */
export function chromiumArgs() {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
    `--disable-features=${[...playwrightDisabledFeatures(), ...WINDOW_UI_FEATURES].join(',')}`,
  ];
}
