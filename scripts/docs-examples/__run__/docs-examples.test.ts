// Runs every code block of the docs marked `test` (see ../extract.mjs), two at a time.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {collectExamples, runExample} from '../run.mjs';
import {findChromium} from '../../lib/browser.mjs';
import {serveJsonApi, type ServedJsonApi} from '../../catalogue/serve-json-api';

// Puppeteer examples drive the same browser as the end-to-end tests; none is downloaded.
const chromium = findChromium();
const env: Record<string, string> = chromium ? {PUPPETEER_EXECUTABLE_PATH: chromium} : {};

test('the runner reports a failing example with its output, and passes a working one', async () => {
  const failing = await runExample({file: 'fixture.md', line: 7, language: 'js', extension: 'mjs', code: "throw new Error('示例出错了');"});
  assert.equal(failing.ok, false);
  assert.match(failing.output, /示例出错了/);
  const working = await runExample({file: 'fixture.md', line: 9, language: 'ts', extension: 'mts', code: "const n: number = 2;\nconsole.log(n * 21);"});
  assert.deepEqual(working, {ok: true, output: '42\n'});
});

// DOCS_EXAMPLES=learn/server runs only the examples of files whose path contains that text.
const only = process.env.DOCS_EXAMPLES;
const examples = collectExamples().filter((example) => !only || example.file.includes(only));

// The catalogue JSON API's examples read CATALOGUE_API: the files served over loopback by the site's
// own server, from the build named by DOCS_EXAMPLES_BUILD, else written from src/data by the
// build's writer (scripts/catalogue/serve-json-api.ts).
let jsonApi: ServedJsonApi | undefined;
before(async () => {
  if (!examples.some((example) => example.code.includes('CATALOGUE_API'))) return;
  jsonApi = await serveJsonApi({buildDir: process.env.DOCS_EXAMPLES_BUILD});
  env.CATALOGUE_API = jsonApi.base;
});
after(() => jsonApi?.stop());

// The subtests are awaited together: the parent's concurrency runs two at a time, and a parent
// that returned before them would cancel them.
test('docs examples', {concurrency: 2}, async (t) => {
  await Promise.all(
    examples.map((example) =>
      t.test(`${example.file}:${example.line}`, async () => {
        const {ok, output} = await runExample(example, {env});
        assert.ok(ok, `${example.file}:${example.line} failed:\n${output}`);
      }),
    ),
  );
});
