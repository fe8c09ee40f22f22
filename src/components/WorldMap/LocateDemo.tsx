import React, {useEffect, useId, useRef, useState} from 'react';
import {DEFAULT_SAMPLE_PLACE, SAMPLE_PLACES} from '@site/src/data/map-markers';
import {useStoredApiKey} from '@site/src/hooks/useStoredApiKey';
import {API_KEY_STORAGE} from '@site/src/lib/apiKeyStorage';
import {
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

/** Forward geocoding with positionstack using the visitor's own key; sample coordinates otherwise. */
export default function LocateDemo({onLocate}: Props): React.ReactNode {
  const stored = useStoredApiKey(API_KEY_STORAGE.map);
  // The field is a draft: the key is saved only when the visitor submits it.
  const [key, setKey] = useState('');
  const hasStoredKey = stored.key !== '';
  const [query, setQuery] = useState(DEFAULT_QUERY);
  const [https, setHttps] = useState(false);
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const [notice, setNotice] = useState<string | null>(null);
  const request = useRef<AbortController | null>(null);
  const keyId = useId();
  const queryId = useId();
  const httpsId = useId();

  useEffect(() => setKey(stored.key), [stored.key]);
  useEffect(() => () => request.current?.abort(), []);

  function showSample(note: string) {
    const point = sampleLocation(query, SAMPLE_PLACES, DEFAULT_SAMPLE_PLACE);
    setStatus({kind: 'done', point, note});
    onLocate(point);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    request.current?.abort();
    setNotice(null);
    const trimmedKey = key.trim();
    if (!trimmedKey) {
      showSample('没有填写访问密钥，所以显示的是示例坐标，没有发出任何请求。');
      return;
    }
    stored.save(trimmedKey);
    const url = buildForwardUrl(trimmedKey, query.trim() || DEFAULT_QUERY, https);
    const controller = new AbortController();
    request.current = controller;
    const timer = window.setTimeout(
      () => controller.abort(new DOMException('positionstack did not answer in time', 'TimeoutError')),
      REQUEST_TIMEOUT_MS,
    );
    setStatus({kind: 'loading'});
    try {
      const response = await fetch(url, {signal: controller.signal});
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
      showSample(`${describeFetchError(error, window.location.protocol, url)}下面是示例坐标。`);
    } finally {
      window.clearTimeout(timer);
    }
  }

  function forgetKey() {
    stored.forget();
    setNotice('已从这个浏览器删除保存的密钥。');
  }

  return (
    <div className={styles.locate}>
      <form className={styles.locateForm} onSubmit={onSubmit}>
        <div className={styles.field}>
          <label htmlFor={keyId}>positionstack 访问密钥（可不填）</label>
          <input
            id={keyId}
            className={styles.input}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={key}
            onChange={(event) => setKey(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={queryId}>地址或地名</label>
          <input id={queryId} className={styles.input} type="text" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
        <div className={styles.checkbox}>
          <input id={httpsId} type="checkbox" checked={https} onChange={(event) => setHttps(event.target.checked)} />
          <label htmlFor={httpsId}>使用 HTTPS（需要付费套餐）</label>
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={status.kind === 'loading'}>
            定位
          </button>
          <button type="button" className="button button--secondary" onClick={forgetKey} disabled={!hasStoredKey && !key}>
            忘记密钥
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
        {notice && <p>{notice}</p>}
      </div>
    </div>
  );
}
