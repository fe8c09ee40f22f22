import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {execFile, spawnSync} from 'node:child_process';
import {promisify} from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {serveJsonApi, type ServedJsonApi} from '../serve-json-api';

/**
 * The docs examples runner runs JavaScript only; this runs the curl commands of the JSON API's page
 * against the same files, served the same way (../serve-json-api.ts), with the documented address
 * replaced by the loopback one.
 */
const PAGE = path.resolve(__dirname, '../../../community/catalogue-api.mdx');
const DOCUMENTED = 'https://apis.example.com/catalogue/v1';

function curlCommands(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/^```bash\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
  return blocks.flatMap((block) => block.split('\n').filter((line) => line.startsWith('curl ')));
}

const hasCurl = spawnSync('curl', ['--version']).status === 0;
let api: ServedJsonApi;
let cwd: string;
before(async () => {
  if (!hasCurl) return;
  api = await serveJsonApi();
  cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-curl-'));
});
after(async () => {
  if (!hasCurl) return;
  await api.stop();
  fs.rmSync(cwd, {recursive: true, force: true});
});

test("the page's curl commands work against the JSON API", {skip: hasCurl ? false : 'curl is not installed'}, async () => {
  const commands = curlCommands(fs.readFileSync(PAGE, 'utf8'));
  assert.equal(commands.length, 3);
  for (const command of commands) {
    assert.ok(command.includes(DOCUMENTED), command);
    // Asynchronously: the server answering curl runs in this process.
    const {stdout: output} = await promisify(execFile)('bash', ['-c', command.replaceAll(DOCUMENTED, api.base)], {cwd, encoding: 'utf8', timeout: 20_000});
    if (command.includes(' -sI ')) {
      assert.match(output, /^HTTP\/1\.1 200/);
      assert.match(output, /^access-control-allow-origin: \*\r?$/im);
      assert.match(output, /^content-type: application\/json/im);
    } else if (command.includes(' -o ')) {
      const file = /-o (\S+)/.exec(command)![1]!;
      assert.equal(JSON.parse(fs.readFileSync(path.join(cwd, file), 'utf8')).category.slug, 'weather');
    } else {
      assert.ok(JSON.parse(output).categories.length > 0, command);
    }
  }
});
