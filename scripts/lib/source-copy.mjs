// @ts-check
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The sources as a source archive holds them (`git archive`, a ZIP download, a Docker context): the files
 * Git tracks plus new ones it does not ignore, copied into a new folder outside any Git worktree, with the
 * installed node_modules linked in. Null when `root` is not a Git worktree.
 * @param {string} root
 * @param {string} [prefix]
 * @returns {string | null}
 */
export function copySourcesWithoutGit(root, prefix = 'apis-sources-') {
  let files;
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: root, encoding: 'utf8'}).split('\0').filter(Boolean);
  } catch {
    return null;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue; // deleted in the worktree, not yet in the index
    fs.mkdirSync(path.join(dir, path.dirname(file)), {recursive: true});
    fs.copyFileSync(from, path.join(dir, file));
  }
  fs.symlinkSync(path.resolve(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}
