/** The locate demo's logic: positionstack forward geocoding, its responses, and the sample fallback. */
import {isValidLonLat} from '../../shared/geo';
import {apiKeySlot} from '../../../visitor-keys/shared/storage';

export const POSITIONSTACK_ORIGIN = 'https://api.positionstack.com';

/** The visitor's positionstack key, shared with the try-it panel of /fo/8 (featured API `positionstack`). */
export const POSITIONSTACK_KEY_SLOT = apiKeySlot('positionstack', POSITIONSTACK_ORIGIN);

export interface LocatedPoint {
  lat: number;
  lon: number;
  label: string;
  /** True for the labelled sample coordinates shown without a key or after a failed request. */
  sample: boolean;
}

export type ForwardOutcome = {ok: true; point: LocatedPoint} | {ok: false; reason: string};

/**
 * Always HTTPS: positionstack's documentation offers HTTPS on every plan, the free one included (see the
 * free-tier facts of /fo/8, src/data/featured-apis.json), so the key never travels in clear text.
 */
export function buildForwardUrl(key: string, query: string): string {
  const params = new URLSearchParams({access_key: key.trim(), query: query.trim(), limit: '1'});
  return `${POSITIONSTACK_ORIGIN}/v1/forward?${params.toString()}`;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const STATUS_REASONS: Record<number, string> = {
  401: '访问密钥缺失或无效（HTTP 401）。',
  403: '当前套餐不支持这项请求（HTTP 403）。',
  429: '超出了月度额度或请求过于频繁（HTTP 429）。',
};

/** Reads the first usable result of a /v1/forward response, or says why there is none. */
export function parseForwardResponse(status: number, body: unknown): ForwardOutcome {
  if (isRecord(body) && isRecord(body.error)) {
    const {code, message} = body.error;
    const detail = [code, message].filter((part) => typeof part === 'string' && part !== '').join('：');
    return {ok: false, reason: STATUS_REASONS[status] ?? `接口返回错误${detail ? `：${detail}` : `（HTTP ${status}）`}。`};
  }
  if (status < 200 || status >= 300) {
    return {ok: false, reason: STATUS_REASONS[status] ?? `请求失败（HTTP ${status}）。`};
  }
  if (!isRecord(body) || !Array.isArray(body.data)) return {ok: false, reason: '无法识别接口的响应格式。'};
  // An empty result has been seen both as [] and as [[]], so look for the first object that has coordinates.
  for (const entry of body.data.flat()) {
    if (!isRecord(entry)) continue;
    const lat = toNumber(entry.latitude);
    const lon = toNumber(entry.longitude);
    if (lat === null || lon === null || !isValidLonLat(lon, lat)) continue;
    const label = [entry.label, entry.name].find((part) => typeof part === 'string' && part.trim() !== '');
    return {ok: true, point: {lat, lon, label: typeof label === 'string' ? label.trim() : '未命名地点', sample: false}};
  }
  return {ok: false, reason: '没有找到与这个地址对应的位置。'};
}

/** Why a fetch threw. */
export function describeFetchError(error: unknown): string {
  if (isRecord(error) && error.name === 'TimeoutError') return '请求超时，没有收到接口的响应。';
  return '请求没有成功：可能是网络不通，或者接口拒绝了来自浏览器的跨域请求。';
}

export interface SamplePlaceLike {
  names: readonly string[];
  label: string;
  lat: number;
  lon: number;
}

/** The sample place whose name appears in the query, or the fallback; always marked as a sample. */
export function sampleLocation(query: string, places: readonly SamplePlaceLike[], fallback: SamplePlaceLike): LocatedPoint {
  const needle = query.trim().toLowerCase();
  const match = needle ? places.find((place) => place.names.some((name) => needle.includes(name.toLowerCase()))) : undefined;
  const place = match ?? fallback;
  return {lat: place.lat, lon: place.lon, label: place.label, sample: true};
}

/** "北纬 39.9042°，东经 116.4074°": hemisphere words avoid the lat/lon order confusion the page warns about. */
export function formatLatLon(lat: number, lon: number): string {
  const round = (value: number) => String(Math.round(Math.abs(value) * 10000) / 10000);
  const ns = lat < 0 ? '南纬' : '北纬';
  const ew = lon < 0 ? '西经' : '东经';
  return `${ns} ${round(lat)}°，${ew} ${round(lon)}°`;
}
