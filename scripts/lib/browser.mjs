// Locates (or installs from Debian) the Chromium that Playwright drives. Never downloads a browser build.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

/** Returns a Chromium path, installing Debian's `chromium` package with apt-get when none is present. */
export function ensureChromium(log = console.log) {
  const found = findChromium();
  if (found) return found;
  log('No Chromium found: installing Debian package "chromium" with apt-get');
  const apt = (...args) => execFileSync('apt-get', args, {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
  apt('update');
  apt('install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk');
  const installed = findChromium();
  if (!installed) throw new Error('apt-get finished but no Chromium binary was found');
  return installed;
}

/** Flags that let Debian's Chromium run headless as root on a machine without outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
