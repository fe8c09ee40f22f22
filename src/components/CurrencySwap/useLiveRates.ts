import {useCallback, useEffect, useState} from 'react';
import {keyDestination} from '@site/plugins/visitor-keys/shared/storage';
import {LIVE_KEY_SLOT, buildLiveUrl, parseLiveResponse, type RateSet} from './convert';

const TIMEOUT_MS = 10_000;

export type LiveState =
  | {status: 'none'}
  | {status: 'loading'}
  | {status: 'live'; set: RateSet}
  | {status: 'failed'; reason: string};

export interface LiveRates {
  state: LiveState;
  /** Asks again with the same key (after a failure, or when the visitor submits the key again). */
  retry: () => void;
}

/** A failure whose message is already written for the visitor. */
class LiveError extends Error {}

/**
 * Loads live rates with the visitor's saved key (null: the snapshot only). Everything touching window runs in
 * effects or handlers, so the server render and the first client render both show the snapshot.
 */
export function useLiveRates(key: string | null): LiveRates {
  const [state, setState] = useState<LiveState>({status: 'none'});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!key) {
      setState({status: 'none'});
      return undefined;
    }
    if (!navigator.onLine) {
      setState({status: 'failed', reason: '浏览器当前处于离线状态。'});
      return undefined;
    }
    const url = buildLiveUrl(key);
    if (!keyDestination(url, LIVE_KEY_SLOT).ok) {
      setState({status: 'failed', reason: '请求地址不是 exchangerate.host 的 HTTPS 地址，为保护你的密钥，请求没有发送。'});
      return undefined;
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = window.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, TIMEOUT_MS);
    setState({status: 'loading'});
    // The key is the only credential: no cookies of exchangerate.host ride along.
    fetch(url, {signal: controller.signal, credentials: 'omit'})
      .then(async (response) => {
        if (!response.ok) throw new LiveError(`服务器返回 HTTP ${response.status}。`);
        let body: unknown;
        try {
          body = await response.json();
        } catch (error) {
          if (controller.signal.aborted) throw error;
          throw new LiveError('返回的内容不是有效的 JSON。');
        }
        const parsed = parseLiveResponse(body);
        if (!parsed.ok) throw new LiveError(parsed.error);
        setState({status: 'live', set: parsed.set});
      })
      .catch((error: unknown) => {
        // Aborted by cleanup: the key changed or the page unmounted, and a newer request (if any) owns the state.
        if (controller.signal.aborted && !timedOut) return;
        const reason = timedOut
          ? `请求超时（${TIMEOUT_MS / 1000} 秒内没有响应）。`
          : error instanceof LiveError
            ? error.message
            : '无法连接 api.exchangerate.host，可能网络已断开，或请求被浏览器、防火墙拦截。';
        setState({status: 'failed', reason});
      })
      .finally(() => window.clearTimeout(timer));
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt]);

  // Coming back online is the most common fix for a failed request, so try again without a click.
  useEffect(() => {
    if (!key || state.status !== 'failed') return undefined;
    const onOnline = () => setAttempt((n) => n + 1);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [key, state.status]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return {state, retry};
}
