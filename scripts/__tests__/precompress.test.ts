import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {forEachLimited, precompress} from '../precompress.mjs';

test('at most `concurrency` files are in flight, however many there are', async () => {
  let active = 0;
  let peak = 0;
  const done: number[] = [];
  await forEachLimited(Array.from({length: 50}, (_, i) => i), 4, async (item) => {
    active += 1;
    peak = Math.max(peak, active);
    await new Promise((resolve) => setImmediate(resolve));
    done.push(item);
    active -= 1;
  });
  assert.equal(peak, 4);
  assert.equal(done.length, 50);
});

test('writes .br and .gz next to compressible files that are worth it, and nothing else', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  fs.writeFileSync(path.join(dir, 'page.html'), '<p>重复的内容</p>'.repeat(400));
  fs.writeFileSync(path.join(dir, 'tiny.js'), 'x');
  fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096));
  const result = await precompress(dir, {quality: 5, concurrency: 2});
  assert.equal(result.files, 1);
  assert.equal(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'page.html.br'))).toString(), fs.readFileSync(path.join(dir, 'page.html'), 'utf8'));
  assert.ok(fs.existsSync(path.join(dir, 'page.html.gz')));
  assert.ok(!fs.existsSync(path.join(dir, 'tiny.js.br')) && !fs.existsSync(path.join(dir, 'photo.png.br')));
});
