import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {MAX_TERMS, SYNONYMS_FILE, loadSynonyms, validateSynonyms} from '../node/synonyms';
import {expandQuery, normaliseSynonym, type SynonymGroup} from '../shared/synonyms';
import {tokenizeQuery} from '../shared/tokenizer';

const GROUPS: SynonymGroup[] = [
  {terms: ['容器', 'docker', 'container']},
  {terms: ['重连', 'reconnect']},
  {terms: ['断线重连', '自动重连']},
  {terms: ['ip 定位', 'ip geolocation']},
  {input: '挂了', terms: ['宕机', '故障']},
];

test('a synonym in the query becomes one clause: what was typed first, then what it stands for', () => {
  assert.deepEqual(expandQuery('容器', GROUPS), [[['容器'], ['docker'], ['container']]]);
  assert.deepEqual(expandQuery('Docker', GROUPS), [[['docker'], ['容器'], ['container']]]);
  // Full-width letters typed through an IME compare as their ASCII form.
  assert.deepEqual(expandQuery('ＤＯＣＫＥＲ', GROUPS)[0], [['docker'], ['容器'], ['container']]);
  // Terms of several bigrams or words stay together: all of them stand for the synonym.
  assert.deepEqual(expandQuery('IP geolocation', GROUPS), [[['ip', 'geolocation'], ['ip', '定位']]]);
});

test('the other words of the query are clauses of their own, without the question words', () => {
  assert.deepEqual(expandQuery('在容器里跑 Chrome', GROUPS), [[['容器'], ['docker'], ['container']], [['跑']], [['chrome']]]);
  assert.deepEqual(expandQuery('怎么限流', GROUPS), [[['限流']]]);
  // Beside a synonym, question words are only dropped; alone, they are searched for.
  assert.deepEqual(expandQuery('容器是什么', GROUPS), [[['容器'], ['docker'], ['container']]]);
  assert.deepEqual(expandQuery('什么', GROUPS), [[['什么']]]);
  assert.deepEqual(expandQuery('  ', GROUPS), []);
});

test('an input stands for its terms, not the reverse', () => {
  assert.deepEqual(expandQuery('接口挂了', GROUPS), [[['挂了'], ['宕机'], ['故障']], [['接口']]]);
  assert.deepEqual(expandQuery('宕机', GROUPS), [[['宕机']]]);
});

test('the longest synonym wins where two would match, and Latin ones match whole words only', () => {
  assert.deepEqual(expandQuery('断线重连', GROUPS), [[['断线', '线重', '重连'], ['自动', '动重', '重连']]]);
  assert.deepEqual(expandQuery('重连', GROUPS), [[['重连'], ['reconnect']]]);
  assert.deepEqual(expandQuery('dockerfile', GROUPS), [[['dockerfile']]]);
  assert.deepEqual(expandQuery('mydocker', GROUPS), [[['mydocker']]]);
  assert.deepEqual(expandQuery('docker2', GROUPS), [[['docker2']]]);
  // A space in a synonym matches any spacing, none included.
  assert.deepEqual(expandQuery('IP定位', GROUPS)[0], [['ip', '定位'], ['ip', 'geolocation']]);
  assert.deepEqual(expandQuery('ip   定位', GROUPS)[0], [['ip', '定位'], ['ip', 'geolocation']]);
});

test('the words either side of a synonym do not join into a bigram', () => {
  assert.deepEqual(
    expandQuery('部署容器集群', GROUPS).map(([typed]) => typed),
    [['容器'], ['部署'], ['集群']],
  );
});

const FILE = 'src/data/search-synonyms.json';
const invalid = (entries: unknown[]) => () => validateSynonyms(FILE, {synonyms: entries});

test('the synonym list: a bad entry stops the build, naming the file, the entry and the field', () => {
  const cases: [unknown[], RegExp][] = [
    [[{terms: ['容器', 'Docker']}, {terms: ['挂', '宕机']}], /^DataValidationError: src\/data\/search-synonyms\.json: entry #1 "挂": field "terms\[0\]" is a single Chinese character/],
    [[{terms: ['怎么', '如何']}], /entry #0 "怎么": field "terms\[0\]" has no word a query searches for/],
    [[{terms: ['容器']}], /entry #0 "容器": field "terms" needs 2 terms or more/],
    [[{input: '挂了', terms: []}], /entry #0 "挂了": field "terms" needs 1 terms or more/],
    [[{terms: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']}], new RegExp(`field "terms" has more than ${MAX_TERMS} terms`)],
    [[{terms: ['Docker', '容器', 'docker']}], /entry #0 "Docker": field "terms\[2\]" lists the same term twice/],
    [[{terms: ['容器', ' Docker']}], /field "terms\[1\]" must not have leading or trailing whitespace/],
    [[{terms: ['容器', 3]}], /field "terms\[1\]" must be a string/],
    [[{term: ['容器', 'Docker']}], /entry #0: field "terms" is required/],
    [[{terms: ['容器', 'Docker']}, {terms: ['DOCKER', '码头工人']}], /entry #1 "DOCKER": field "terms\[0\]" "docker" is already matched by entry #0/],
    [[{input: '挂了', terms: ['宕机']}, {input: '挂了', terms: ['故障']}], /entry #1 "挂了": field "input" "挂了" is already matched by entry #0/],
    [[{input: '挂了', terms: ['宕机', '挂了']}], /entry #0 "挂了": field "terms" lists the input "挂了" itself/],
  ];
  for (const [entries, message] of cases) assert.throws(invalid(entries), message, JSON.stringify(entries));
  for (const data of [[], {groups: []}, null]) {
    assert.throws(() => validateSynonyms(FILE, data), /top level: field "entries" must be an array/);
  }
});

test('entries come back normalised, so the browser compares them as it does queries', () => {
  assert.deepEqual(validateSynonyms(FILE, {synonyms: [{terms: ['API  Key', 'ＡＰＩＫＥＹ', '密钥']}, {input: '挂了', terms: ['宕机']}]}), [
    {terms: ['api key', 'apikey', '密钥']},
    {input: '挂了', terms: ['宕机']},
  ]);
  assert.equal(normaliseSynonym(' Server-Sent\tEvents '), 'server-sent events');
});

test('the site’s synonym list is valid, and every entry can match a query', () => {
  const groups = loadSynonyms(path.resolve(__dirname, '../../..'), SYNONYMS_FILE);
  assert.ok(groups.length > 50, `${groups.length} entries`);
  for (const group of groups) {
    for (const text of group.input === undefined ? group.terms : [group.input]) {
      assert.ok(tokenizeQuery(text).length > 0, text);
      assert.equal(expandQuery(text, groups)[0]!.length, 1 + (group.input === undefined ? group.terms.length - 1 : group.terms.length), text);
    }
  }
});
