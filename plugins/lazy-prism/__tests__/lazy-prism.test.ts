import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import lazyPrismPlugin, {THEME_PRISM_CLIENT_MODULE} from '../index';

test('the alias names the client module the way the generated client-modules list requires it', () => {
  assert.ok(fs.existsSync(`${THEME_PRISM_CLIENT_MODULE}.js`), THEME_PRISM_CLIENT_MODULE);
  assert.ok(!THEME_PRISM_CLIENT_MODULE.endsWith('.js'));
  const config = lazyPrismPlugin().configureWebpack!({} as never, false, {} as never, {} as never) as {resolve: {alias: Record<string, string>}};
  const target = config.resolve.alias[`${THEME_PRISM_CLIENT_MODULE}$`];
  assert.equal(path.basename(target!), 'no-startup-prism.js');
  assert.ok(fs.existsSync(target!));
});
