import React, {useEffect, useId, useRef, useState} from 'react';
import ApiKeyField from '@theme/ApiKeyField';
import {DEFAULT_SAMPLE_PLACE, SAMPLE_PLACES} from '@site/src/data/map-markers';
import {useStoredApiKey} from '@theme/ApiKeyField/useStoredApiKey';
import {keyDestination} from '@site/plugins/visitor-keys/shared/storage';
import {
  POSITIONSTACK_KEY_SLOT,
  buildForwardUrl,
  describeFetchError,
  formatLatLon,
  parseForwardResponse,
  sampleLocation,
  type LocatedPoint,
} from './locate';
import styles from './styles.module.css';

const REQUEST_TIMEOUT_MS = 10_000;
const DEFAULT_QUERY = '北京';

type Status = {kind: 'idle'} | {kind: 'loading'} | {kind: 'done'; point: LocatedPoint; note: string | null};

interface Props {
  onLocate: (point: LocatedPoint) => void;
}

/**
 * Forward geocoding with positionstack using the visitor's own key (saved on submit, sent only to
 * https://api.positionstack.com); labelled sample coordinates otherwise.
 */
export default function LocateDemo({onLocate}: Props): React.ReactNode {
  const keyField = useStoredApiKey(POSITIONSTACK_KEY_SLOT);
  const [query, setQuery] = useState(DEFAULT_QUERY);
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const request = useRef<AbortController | null>(null);
  const queryId = useId();

  useEffect(() => () => request.current?.abort(), []);

  function showSample(note: string) {
    const point = sampleLocation(query, SAMPLE_PLACES, DEFAULT_SAMPLE_PLACE);
    setStatus({kind: 'done', point, note});
    onLocate(point);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    request.current?.abort();
    const committed = keyField.commit();
    if (committed.kind === 'invalid') return;
    if (committed.kind === 'empty') {
      showSample('没有填写访问密钥，所以显示的是示例坐标，没有发出任何请求。');
      return;
    }
    const url = buildForwardUrl(committed.key, query.trim() || DEFAULT_QUERY);
    if (!keyDestination(url, POSITIONSTACK_KEY_SLOT).ok) {
      showSample('请求地址不是 positionstack 的 HTTPS 地址，为保护你的密钥，请求没有发送。下面是示例坐标。');
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    const timer = window.setTimeout(
      () => controller.abort(new DOMException('positionstack did not answer in time', 'TimeoutError')),
      REQUEST_TIMEOUT_MS,
    );
    setStatus({kind: 'loading'});
    try {
      // The key is the only credential: no cookies of positionstack's site ride along.
      const response = await fetch(url, {signal: controller.signal, credentials: 'omit'});
      const body: unknown = await response.json().catch(() => null);
      if (request.current !== controller) return;
      const outcome = parseForwardResponse(response.status, body);
      if (outcome.ok) {
        setStatus({kind: 'done', point: outcome.point, note: null});
        onLocate(outcome.point);
      } else {
        showSample(`${outcome.reason}下面是示例坐标。`);
      }
    } catch (error) {
      // A newer request (or unmounting) aborted this one: its result no longer matters.
      if (request.current !== controller || (controller.signal.aborted && controller.signal.reason?.name !== 'TimeoutError')) {
        return;
      }
      showSample(`${describeFetchError(error)}下面是示例坐标。`);
    } finally {
      window.clearTimeout(timer);
    }
  }

  return (
    <div className={styles.locate}>
      <form className={styles.locateForm} onSubmit={onSubmit} noValidate>
        <ApiKeyField
          field={keyField}
          label="positionstack 访问密钥（可不填）"
          via="查询参数 access_key"
          note="positionstack 的免费套餐也支持 HTTPS（官方文档，2026 年 11 月核对），所以请求只走 HTTPS。不填密钥时显示示例坐标，不发出请求。"
        />
        <div className="apis-field">
          <label htmlFor={queryId}>地址或地名</label>
          <input id={queryId} className="apis-input" type="text" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={status.kind === 'loading'}>
            定位
          </button>
        </div>
      </form>
      <div className={styles.locateResult} role="status" aria-atomic="true" data-testid="locate-result">
        {status.kind === 'loading' && <p>正在向 positionstack 查询……</p>}
        {status.kind === 'done' && (
          <>
            <p>
              <strong>{status.point.sample ? '示例坐标' : '定位结果'}</strong>：{status.point.label}，
              {formatLatLon(status.point.lat, status.point.lon)}。地图上的十字标记就是这个位置。
            </p>
            {status.note && <p>{status.note}</p>}
          </>
        )}
      </div>
    </div>
  );
}
