/** Sends a built request from the browser and turns every way it can end into something the panel can show. */
import {serializeBody, type BuiltRequest} from '@site/plugins/featured-apis/shared/request';

export const TIMEOUT_MS = 15_000;

export interface ResponseOutcome {
  kind: 'response';
  status: number;
  statusText: string;
  elapsedMs: number;
  /** Pretty-printed when the body is JSON. */
  body: string;
  isJson: boolean;
  /** Chinese explanation when the API reported a failure (HTTP 4xx/5xx or an error object with HTTP 200). */
  failure: string | null;
}

export interface FailureOutcome {
  kind: 'failure';
  elapsedMs: number;
  failure: string;
}

export type SendOutcome = ResponseOutcome | FailureOutcome;

export interface SendEnvironment {
  fetch: typeof fetch;
  now: () => number;
  isOnline: () => boolean;
  timeout: (ms: number) => AbortSignal;
}

export const NETWORK_FAILURE = '请求失败：网络不可用或被浏览器的跨域策略拦截。';

export function describeError(error: unknown, online: boolean): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'TimeoutError') return `请求失败：${TIMEOUT_MS / 1000} 秒内没有收到响应，请求已超时。`;
  if (!online) return '请求失败：网络不可用，浏览器当前处于离线状态。';
  return NETWORK_FAILURE;
}

export function describeHttpStatus(status: number): string | null {
  if (status < 400) return null;
  if (status === 401 || status === 403) return `请求失败：服务器返回 HTTP ${status}，请检查密钥是否正确、是否已订阅该接口。`;
  if (status === 429) return `请求失败：服务器返回 HTTP ${status}，已超出调用频率或额度限制。`;
  if (status >= 500) return `请求失败：服务器返回 HTTP ${status}，服务暂时不可用。`;
  return `请求失败：服务器返回 HTTP ${status}，请检查参数。`;
}

/**
 * The APILayer family answers many errors with HTTP 200 and `{"success": false, "error": {...}}`;
 * treating that as success would hide a wrong key behind a green status.
 */
export function describeApiError(json: unknown): string | null {
  if (!json || typeof json !== 'object' || (json as {success?: unknown}).success !== false) return null;
  const error = (json as {error?: {code?: unknown; type?: unknown; info?: unknown; message?: unknown}}).error;
  const code = error?.code !== undefined ? `（${String(error.code)}）` : '';
  const detail = [error?.info, error?.message, error?.type].find((v) => typeof v === 'string' && v !== '');
  return `请求失败：接口返回错误${code}${detail ? `：${String(detail)}` : '。'}`;
}

/** Pretty-prints JSON bodies and leaves anything else as it came. */
export function formatBody(text: string): {body: string; isJson: boolean; json?: unknown} {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      const json: unknown = JSON.parse(trimmed);
      return {body: JSON.stringify(json, null, 2), isJson: true, json};
    } catch {
      // Not JSON after all: show the text.
    }
  }
  return {body: text, isJson: false};
}

export async function sendRequest(request: BuiltRequest, env: SendEnvironment): Promise<SendOutcome> {
  const started = env.now();
  const elapsed = () => Math.round(env.now() - started);
  try {
    const response = await env.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: serializeBody(request.body),
      signal: env.timeout(TIMEOUT_MS),
      // The visitor's key is the only credential; cookies of the API's site must not ride along.
      credentials: 'omit',
    });
    const text = await response.text();
    const {body, isJson, json} = formatBody(text);
    return {
      kind: 'response',
      status: response.status,
      statusText: response.statusText,
      elapsedMs: elapsed(),
      body,
      isJson,
      failure: describeHttpStatus(response.status) ?? (isJson ? describeApiError(json) : null),
    };
  } catch (error) {
    return {kind: 'failure', elapsedMs: elapsed(), failure: describeError(error, env.isOnline())};
  }
}
