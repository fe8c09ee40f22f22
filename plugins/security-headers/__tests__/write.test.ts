import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {writeSecurityFiles} from '../node/write';
import type {PolicySources} from '../node/policy';

const SOURCES: PolicySources = {connect: [], images: [], scripts: [], runtimeStyleHashes: []};

/** Minified pages as the build writes them: unquoted attributes, no optional end tags. */
const page = (title: string, script: string) =>
  `<!doctype html><html lang=zh><head><meta charset=UTF-8><title>${title}</title><script>${script}</script></head><body><p>${title}<ul><li>一<li>二</ul></body></html>`;

test('each page is written before the next one is read, so memory does not grow with the site', (t) => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-write-'));
  try {
    fs.writeFileSync(path.join(outDir, 'index.html'), page('首页', 'var a=1'));
    fs.mkdirSync(path.join(outDir, 'docs'));
    fs.writeFileSync(path.join(outDir, 'docs/a.html'), page('甲', 'var a=1'));
    fs.writeFileSync(path.join(outDir, 'docs/b.html'), page('乙', 'var b=2'));
    const steps: string[] = [];
    const pageName = (file: unknown) => path.relative(outDir, String(file)).replace(/\.\d+\.tmp$/, '');
    const read = fs.readFileSync;
    const rename = fs.renameSync;
    t.mock.method(fs, 'readFileSync', ((file: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
      if (String(file).endsWith('.html')) steps.push(`read ${pageName(file)}`);
      return (read as (...args: unknown[]) => unknown)(file, ...rest);
    }) as typeof fs.readFileSync);
    t.mock.method(fs, 'renameSync', (from: fs.PathLike, to: fs.PathLike) => {
      steps.push(`write ${pageName(to)}`);
      rename(from, to);
    });

    const {pages} = writeSecurityFiles({outDir, sources: SOURCES});

    assert.equal(pages, 3);
    assert.deepEqual(
      steps,
      steps.filter((step) => step.startsWith('read')).flatMap((step) => [step, step.replace('read', 'write')]),
    );
    t.mock.restoreAll();
    for (const file of ['index.html', 'docs/a.html', 'docs/b.html']) {
      assert.match(fs.readFileSync(path.join(outDir, file), 'utf8'), /<meta http-equiv=["']?Content-Security-Policy/i, file);
    }
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
});
