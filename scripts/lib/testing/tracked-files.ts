import {execFileSync} from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** Code files git tracks, relative to the repository root; null outside a Git checkout (an archive). */
export function trackedCodeFiles(): string[] | null {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.js'], {cwd: REPO_ROOT, encoding: 'utf8'});
    return out.split('\0').filter(Boolean);
  } catch {
    return null;
  }
}
