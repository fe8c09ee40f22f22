import {afterEach, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readSiteEnv} from '../env';

const KEYS = ['SITE_URL', 'REPO_URL', 'GTAG_ID', 'ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME', 'SEARCH_MAX_RESULTS_PER_GROUP'];
const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));

// Inside a describe, so the hook restores the variables after these tests only: the unit tests
// share one process (scripts/unit.mjs).
describe('readSiteEnv', () => {
  afterEach(() => {
    for (const key of KEYS) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });

  function clear() {
    for (const key of KEYS) delete process.env[key];
  }

  test('defaults need no configuration: no analytics, no Algolia', () => {
    clear();
    const env = readSiteEnv();
    assert.equal(env.gtagId, undefined);
    assert.equal(env.algolia, undefined);
    assert.equal(env.searchMaxResultsPerGroup, undefined);
    assert.match(env.siteUrl, /^https:\/\//);
  });

  test('SEARCH_MAX_RESULTS_PER_GROUP is a whole number', () => {
    clear();
    process.env.SEARCH_MAX_RESULTS_PER_GROUP = ' 3 ';
    assert.equal(readSiteEnv().searchMaxResultsPerGroup, 3);
    for (const wrong of ['3.5', 'five', '-1']) {
      process.env.SEARCH_MAX_RESULTS_PER_GROUP = wrong;
      assert.throws(() => readSiteEnv(), /SEARCH_MAX_RESULTS_PER_GROUP must be a whole number/);
    }
  });

  test('blank values count as unset and URLs lose trailing slashes', () => {
    clear();
    process.env.GTAG_ID = '   ';
    process.env.SITE_URL = 'https://apis.test/';
    const env = readSiteEnv();
    assert.equal(env.gtagId, undefined);
    assert.equal(env.siteUrl, 'https://apis.test');
  });

  test('Algolia is on only when all three settings are present', () => {
    clear();
    process.env.ALGOLIA_APP_ID = 'APP';
    process.env.ALGOLIA_API_KEY = 'KEY';
    assert.equal(readSiteEnv().algolia, undefined);
    process.env.ALGOLIA_INDEX_NAME = 'apis';
    assert.deepEqual(readSiteEnv().algolia, {appId: 'APP', apiKey: 'KEY', indexName: 'apis'});
  });
});
