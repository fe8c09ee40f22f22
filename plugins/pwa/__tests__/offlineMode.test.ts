import {test} from 'node:test';
import assert from 'node:assert/strict';
import {activeStrategies, offlineModeInQuery, serviceWorkerUrl, type BrowserSignals} from '../shared/offlineMode';

const desktop: BrowserSignals = {
  search: '',
  viewportWidth: 1280,
  saveData: false,
  standalone: false,
  appInstalled: false,
  queryStringRemembered: false,
};
const SITE = ['appInstalled', 'standalone', 'queryString'] as const;

test('a plain desktop visit activates nothing', () => {
  assert.deepEqual(activeStrategies(SITE, desktop), []);
});

test('?offlineMode=true activates queryString; a remembered choice keeps it until ?offlineMode=false', () => {
  assert.deepEqual(activeStrategies(SITE, {...desktop, search: '?offlineMode=true'}), ['queryString']);
  assert.deepEqual(activeStrategies(SITE, {...desktop, queryStringRemembered: true}), ['queryString']);
  assert.deepEqual(activeStrategies(SITE, {...desktop, search: '?offlineMode=false', queryStringRemembered: true}), []);
});

test('installed and standalone apps activate their strategies', () => {
  assert.deepEqual(activeStrategies(SITE, {...desktop, appInstalled: true, standalone: true}), ['appInstalled', 'standalone']);
});

test('mobile, saveData and always only count when configured', () => {
  const phone = {...desktop, viewportWidth: 390, saveData: true};
  assert.deepEqual(activeStrategies(SITE, phone), []);
  assert.deepEqual(activeStrategies(['mobile', 'saveData', 'always'], phone), ['mobile', 'saveData', 'always']);
  assert.deepEqual(activeStrategies(['mobile'], {...desktop, viewportWidth: 996}), ['mobile']);
  assert.deepEqual(activeStrategies(['mobile'], {...desktop, viewportWidth: 997}), []);
});

test('offlineModeInQuery reads only true and false', () => {
  assert.equal(offlineModeInQuery('?offlineMode=true&x=1'), true);
  assert.equal(offlineModeInQuery('?offlineMode=false'), false);
  assert.equal(offlineModeInQuery('?offlineMode=yes'), undefined);
  assert.equal(offlineModeInQuery(''), undefined);
});

test('the worker URL encodes the mode, so each mode is a distinct script', () => {
  assert.equal(serviceWorkerUrl('/sw.js', true, false), '/sw.js?params=%7B%22offlineMode%22%3Atrue%2C%22debug%22%3Afalse%7D');
  assert.notEqual(serviceWorkerUrl('/sw.js', false, false), serviceWorkerUrl('/sw.js', true, false));
});
