// Installs Debian packages the tests need (a browser, nginx) where this process may: as root, with
// apt-get present. Never downloads anything else.
import {execFileSync} from 'node:child_process';

/** @param {string} command */
function commandExists(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], {stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
}

export function canInstallWithApt() {
  return process.getuid?.() === 0 && commandExists('apt-get');
}

let updated = false;
/**
 * `apt-get update` once per process, then installs the packages.
 * @param {string[]} packages
 * @param {(line: string) => void} [log]
 */
export function aptInstall(packages, log = console.log) {
  log(`installing Debian packages with apt-get: ${packages.join(' ')}`);
  /** @param {string[]} args */
  const apt = (...args) => execFileSync('apt-get', args, {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
  if (!updated) apt('update');
  updated = true;
  apt('install', '-y', '--no-install-recommends', ...packages);
}
