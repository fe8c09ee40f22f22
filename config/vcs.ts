import {execFileSync} from 'node:child_process';

/** Whether `dir` is inside a Git worktree that git can read. */
export function insideGitWorktree(dir: string): boolean {
  try {
    return execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: dir, stdio: ['ignore', 'pipe', 'ignore'], encoding: 'utf8'}).trim() === 'true';
  } catch {
    return false;
  }
}

export const NO_GIT_WARNING =
  '[apis] The site is not inside a Git worktree (built from a source archive?): pages are built without their last-update date and author.';

/**
 * `future.experimental_vcs`: Docusaurus' default (Git) inside a worktree. Outside one, Faster's
 * eager Git reader stops the build ("outside any Git worktree"), so the last-update lines are
 * left out instead, with one warning.
 */
export function vcsSetting(siteDir: string, warn: (message: string) => void = warnOncePerProcess): boolean {
  if (insideGitWorktree(siteDir)) return true;
  warn(NO_GIT_WARNING);
  return false;
}

/** Docusaurus evaluates the config more than once per build; the warning is said once. */
function warnOncePerProcess(message: string): void {
  if (process.env.APIS_NO_GIT_WARNED) return;
  process.env.APIS_NO_GIT_WARNED = '1';
  console.warn(message);
}
