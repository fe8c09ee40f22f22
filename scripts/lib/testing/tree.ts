// Folders of files for tests that read a tree from disk (a build, a source checkout).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A new temporary folder holding `files`, `{relative path: content}` (folders are made as needed).
 * The caller removes it (`fs.rmSync(dir, {recursive: true, force: true})`) when it matters.
 */
export function writeTree(files: Record<string, string | Buffer>, prefix = 'apis-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  addFiles(dir, files);
  return dir;
}

/** Writes `files` into an existing folder. */
export function addFiles(dir: string, files: Record<string, string | Buffer>): void {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(dir, relative);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, content);
  }
}
