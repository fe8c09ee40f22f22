import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {htmlFileToUrlPath, listHtmlFiles, resolveUrlPath} from '../site-html.mjs';

function buildDir(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-html-'));
  for (const rel of files) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), `<h1>${rel}</h1>`);
  }
  return dir;
}

test('URL paths resolve to their files under trailingSlash: false', () => {
  const dir = buildDir(['index.html', 'a/b.html', 'c/index.html', '404.html', 'tests/docs/中文路径.html']);
  const rel = (urlPath: string) => {
    const file = resolveUrlPath(dir, urlPath);
    return file && path.relative(dir, file).split(path.sep).join('/');
  };
  assert.equal(rel('/'), 'index.html');
  assert.equal(rel('/a/b'), 'a/b.html');
  assert.equal(rel('/c'), 'c/index.html');
  assert.equal(rel('/c/'), 'c/index.html');
  assert.equal(rel('/a/b/'), 'a/b.html');
  assert.equal(rel('/404.html'), '404.html');
  assert.equal(rel('/tests/docs/%E4%B8%AD%E6%96%87%E8%B7%AF%E5%BE%84'), 'tests/docs/中文路径.html');
  assert.equal(rel('/missing'), undefined);
  assert.equal(rel('/%E0%A4%A'), undefined, 'a malformed escape is not a file');
  assert.equal(rel('/../../etc/passwd'), undefined, 'never leaves the build folder');
  const sibling = `${dir}-sibling`;
  fs.mkdirSync(sibling);
  fs.writeFileSync(path.join(sibling, 'secret.html'), 'secret');
  assert.equal(rel(`/../${path.basename(sibling)}/secret`), undefined, 'not even into a folder sharing its name prefix');
});

test('built HTML files map back to the URL paths that reach them', () => {
  const dir = buildDir(['index.html', 'google/gateway.html', 'home/index.html']);
  const urls = listHtmlFiles(dir).map((file: string) => htmlFileToUrlPath(dir, file)).sort();
  assert.deepEqual(urls, ['/', '/google/gateway', '/home']);
  for (const url of urls) assert.ok(resolveUrlPath(dir, url), `${url} resolves again`);
});
