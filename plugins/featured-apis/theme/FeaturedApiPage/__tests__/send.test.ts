import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  NETWORK_FAILURE,
  TIMEOUT_MS,
  describeApiError,
  describeError,
  describeHttpStatus,
  formatBody,
  sendRequest,
  type SendEnvironment,
} from '../send';
import type {BuiltRequest} from '@site/plugins/featured-apis/shared/request';

const request: BuiltRequest = {
  method: 'POST',
  url: 'https://api.example.test/v1/analysis?x=1',
  headers: [['apikey', 'k'], ['Content-Type', 'text/plain']],
  body: {kind: 'text', value: 'hello'},
};

function environment(fetchImpl: (url: string, init: RequestInit) => Promise<Response>, online = true) {
  const calls: {url: string; init: RequestInit}[] = [];
  const timeouts: number[] = [];
  let clock = 1000;
  const env: SendEnvironment = {
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({url, init});
      clock += 42.4;
      return fetchImpl(url, init);
    }) as typeof fetch,
    now: () => clock,
    isOnline: () => online,
    timeout: (ms) => {
      timeouts.push(ms);
      return new AbortController().signal;
    },
  };
  return {env, calls, timeouts};
}

test('sends method, headers and body with a 15 s timeout and no cookies', async () => {
  const {env, calls, timeouts} = environment(async () => new Response('{"ok":true}', {status: 200}));
  const outcome = await sendRequest(request, env);
  assert.equal(calls.length, 1);
  assert.equal(calls[0]!.url, request.url);
  assert.equal(calls[0]!.init.method, 'POST');
  assert.deepEqual(calls[0]!.init.headers, request.headers);
  assert.equal(calls[0]!.init.body, 'hello');
  assert.equal(calls[0]!.init.credentials, 'omit');
  assert.deepEqual(timeouts, [TIMEOUT_MS]);
  assert.equal(TIMEOUT_MS, 15_000);
  assert.deepEqual(outcome, {
    kind: 'response',
    status: 200,
    statusText: '',
    elapsedMs: 42,
    body: '{\n  "ok": true\n}',
    isJson: true,
    failure: null,
  });
});

test('HTTP errors keep status and body and explain the failure', async () => {
  const {env} = environment(async () => new Response('{"message":"Invalid authentication credentials"}', {status: 401}));
  const outcome = await sendRequest(request, env);
  assert.equal(outcome.kind, 'response');
  if (outcome.kind !== 'response') return;
  assert.equal(outcome.status, 401);
  assert.match(outcome.body, /Invalid authentication credentials/);
  assert.equal(outcome.failure, '请求失败：服务器返回 HTTP 401，请检查密钥是否正确、是否已订阅该接口。');
});

test('an error object inside HTTP 200 is a failure', async () => {
  const body = JSON.stringify({success: false, error: {code: 101, type: 'invalid_access_key', info: 'You have not supplied a valid API Access Key.'}});
  const {env} = environment(async () => new Response(body, {status: 200}));
  const outcome = await sendRequest(request, env);
  assert.equal(outcome.kind === 'response' && outcome.failure, '请求失败：接口返回错误（101）：You have not supplied a valid API Access Key.');
});

test('network and CORS errors, timeouts and offline are told apart', async () => {
  const network = environment(async () => {
    throw new TypeError('Failed to fetch');
  });
  assert.deepEqual(await sendRequest(request, network.env), {kind: 'failure', elapsedMs: 42, failure: NETWORK_FAILURE});
  assert.equal(NETWORK_FAILURE, '请求失败：网络不可用或被浏览器的跨域策略拦截。');
  const timeout = environment(async () => {
    throw new DOMException('signal timed out', 'TimeoutError');
  });
  const timedOut = await sendRequest(request, timeout.env);
  assert.equal(timedOut.kind === 'failure' && timedOut.failure, '请求失败：15 秒内没有收到响应，请求已超时。');
  assert.equal(describeError(new TypeError('Failed to fetch'), false), '请求失败：网络不可用，浏览器当前处于离线状态。');
});

test('status descriptions', () => {
  assert.equal(describeHttpStatus(200), null);
  assert.equal(describeHttpStatus(302), null);
  assert.match(describeHttpStatus(404)!, /HTTP 404，请检查参数/);
  assert.match(describeHttpStatus(429)!, /额度/);
  assert.match(describeHttpStatus(503)!, /服务暂时不可用/);
});

test('API error objects', () => {
  assert.equal(describeApiError({success: true}), null);
  assert.equal(describeApiError([1]), null);
  assert.equal(describeApiError(null), null);
  assert.equal(describeApiError({success: false}), '请求失败：接口返回错误。');
  assert.equal(describeApiError({success: false, error: {type: 'usage_limit_reached'}}), '请求失败：接口返回错误：usage_limit_reached');
});

test('bodies: JSON is pretty-printed, other text left alone', () => {
  assert.deepEqual(formatBody(' [1,{"a":"b"}] '), {body: '[\n  1,\n  {\n    "a": "b"\n  }\n]', isJson: true, json: [1, {a: 'b'}]});
  assert.deepEqual(formatBody('<xml>1</xml>'), {body: '<xml>1</xml>', isJson: false});
  assert.deepEqual(formatBody('{not json'), {body: '{not json', isJson: false});
});
