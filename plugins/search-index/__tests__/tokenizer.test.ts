import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isHanTerm, tokenize, tokenizeQuery, tokenizeSpans} from '../shared/tokenizer';

test('Chinese runs become overlapping bigrams', () => {
  assert.deepEqual(tokenize('汇率'), ['汇率']);
  assert.deepEqual(tokenize('网关'), ['网关']);
  assert.deepEqual(tokenize('网页抓取'), ['网页', '页抓', '抓取']);
  assert.deepEqual(tokenize('浏览器自动化'), ['浏览', '览器', '器自', '自动', '动化']);
});

test('a one-character Han run yields that character', () => {
  assert.deepEqual(tokenize('网'), ['网']);
  assert.deepEqual(tokenize('用 API 查'), ['用', 'api', '查']);
});

test('punctuation and spaces end a Han run', () => {
  assert.deepEqual(tokenize('限流，跨域'), ['限流', '跨域']);
  assert.deepEqual(tokenize('（天气）'), ['天气']);
});

test('Latin and digit words are lowercased and split on non-alphanumerics', () => {
  assert.deepEqual(tokenize('CCXT v11 Kong'), ['ccxt', 'v11', 'kong']);
  assert.deepEqual(tokenize('json-server'), ['json', 'server']);
  assert.deepEqual(tokenize('exchangerates_data 3.5.1'), ['exchangerates', 'data', '3', '5', '1']);
  assert.deepEqual(tokenize('OAuth2'), ['oauth2', 'auth2']);
});

test('mixed strings split into words and bigrams', () => {
  assert.deepEqual(tokenize('API网关'), ['api', '网关']);
  assert.deepEqual(tokenize('Kong插件配置'), ['kong', '插件', '件配', '配置']);
  assert.deepEqual(tokenize('ccxt 交易所'), ['ccxt', '交易', '易所']);
});

test('indexing adds camelCase parts, queries do not', () => {
  assert.deepEqual(tokenize('createTRPCClient'), ['createtrpcclient', 'create', 'trpc', 'client']);
  assert.deepEqual(tokenize('superjson'), ['superjson']);
  assert.deepEqual(tokenizeQuery('createTRPCClient'), ['createtrpcclient']);
});

test('full-width letters typed through an IME match their ASCII form', () => {
  assert.deepEqual(tokenize('ＡＰＩ网关'), ['api', '网关']);
  assert.deepEqual(tokenizeQuery('ｖ１１'), ['v11']);
});

test('query tokens are deduplicated in order', () => {
  assert.deepEqual(tokenizeQuery('网关 网关 Kong kong'), ['网关', 'kong']);
  assert.deepEqual(tokenizeQuery('   '), []);
  assert.deepEqual(tokenizeQuery(''), []);
});

test('spans carry offsets into the original text', () => {
  const text = 'API网关 createTRPCClient';
  const spans = tokenizeSpans(text, {subwords: true});
  for (const span of spans) {
    assert.equal(text.slice(span.start, span.end).normalize('NFKC').toLowerCase(), span.token);
  }
  assert.deepEqual(
    spans.map((s) => [s.token, s.start, s.end, s.kind]),
    [
      ['api', 0, 3, 'word'],
      ['网关', 3, 5, 'han'],
      ['createtrpcclient', 6, 22, 'word'],
      ['create', 6, 12, 'word'],
      ['trpc', 12, 16, 'word'],
      ['client', 16, 22, 'word'],
    ],
  );
});

test('Han characters outside the BMP stay whole', () => {
  const text = '𠀀𠀁字';
  const spans = tokenizeSpans(text);
  assert.deepEqual(
    spans.map((s) => s.token),
    ['𠀀𠀁', '𠀁字'],
  );
  assert.equal(spans[1].start, 2);
  assert.equal(spans[1].end, 5);
});

test('very long blobs are not indexed', () => {
  assert.deepEqual(tokenize(`key ${'a'.repeat(64)} end`), ['key', 'end']);
});

test('isHanTerm', () => {
  assert.equal(isHanTerm('网关'), true);
  assert.equal(isHanTerm('kong'), false);
  assert.equal(isHanTerm('v11'), false);
});

test('tokenize gives the tokens of tokenizeSpans with camelCase parts', () => {
  for (const text of ['createTRPCClient 与 OAuth2', 'XMLHttpRequest iOS ǅemo', '𠀀𠀁abcDef ＡＢＣｄｅｆ', 'plain words only', '']) {
    assert.deepEqual(
      tokenize(text),
      tokenizeSpans(text, {subwords: true}).map((span) => span.token),
      text,
    );
  }
});

test('queries leave out the words of how a question is asked', () => {
  assert.deepEqual(tokenizeQuery('怎么在容器里跑 Chrome'), ['容器', '跑', 'chrome']);
  assert.deepEqual(tokenizeQuery('把几个请求合成一个'), ['请求', '求合', '合成']);
  // The longest word first: 是不是, not 是 and 不是.
  assert.deepEqual(tokenizeQuery('网关是不是必须的'), ['网关', '必须']);
  // Words that hold a question word but are about something stay whole.
  assert.deepEqual(tokenizeQuery('邮箱是否存在'), ['邮箱', '存在']);
  assert.deepEqual(tokenizeQuery('在线文档'), ['在线', '线文', '文档']);
  // Words that start or end common technical words are not question words.
  assert.deepEqual(tokenizeQuery('用户对象'), ['用户', '户对', '对象']);
});

test('a query of question words alone still searches for them', () => {
  assert.deepEqual(tokenizeQuery('什么'), ['什么']);
  assert.deepEqual(tokenizeQuery('怎么样'), ['怎么', '么样']);
  assert.deepEqual(tokenizeQuery('什么', {keepLoneQuestionWords: false}), []);
});

test('the index keeps every bigram: question words are dropped from queries only', () => {
  assert.deepEqual(tokenize('怎么在容器里跑'), ['怎么', '么在', '在容', '容器', '器里', '里跑']);
});
