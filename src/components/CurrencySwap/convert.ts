import {findCurrency, fractionDigits} from './currencies';
import {apiKeySlot} from '../../../plugins/visitor-keys/shared/storage';

/** Doubles hold about 15–17 significant digits; longer input would be silently changed, so it is refused. */
export const MAX_AMOUNT_DIGITS = 15;

export const AMOUNT_ERRORS = {
  empty: '请输入要换算的金额。',
  negative: '金额不能是负数，请输入 0 或更大的数。',
  invalid: '请输入有效的数字，例如 100、12.5 或 1,250.00。',
  tooLong: `金额最多 ${MAX_AMOUNT_DIGITS} 位数字，请缩短后再试。`,
} as const;

export type ParsedAmount = {ok: true; value: number} | {ok: false; error: string};

// Plain digits, or digits grouped by thousands with commas, optionally followed by a decimal part.
// A trailing point ("12.") is accepted so the message does not flash while the visitor is typing.
const AMOUNT_PATTERN = /^(?:(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d*)?|\.\d+)$/;

/** Full-width digits and punctuation come from Chinese input methods; treat them like their ASCII forms. */
function toHalfWidth(raw: string): string {
  return raw
    .replace(/[\uFF10-\uFF19]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xff10 + 0x30))
    .replace(/[\uFF0E\u3002]/g, '.')
    .replace(/\uFF0C/g, ',')
    .replace(/[\uFF0D\u2212]/g, '-');
}

export function parseAmount(raw: string): ParsedAmount {
  const text = toHalfWidth(raw).trim();
  if (text === '') return {ok: false, error: AMOUNT_ERRORS.empty};
  if (text.startsWith('-')) {
    return AMOUNT_PATTERN.test(text.slice(1).trim())
      ? {ok: false, error: AMOUNT_ERRORS.negative}
      : {ok: false, error: AMOUNT_ERRORS.invalid};
  }
  if (!AMOUNT_PATTERN.test(text)) return {ok: false, error: AMOUNT_ERRORS.invalid};
  if ((text.match(/\d/g) ?? []).length > MAX_AMOUNT_DIGITS) return {ok: false, error: AMOUNT_ERRORS.tooLong};
  const value = Number(text.replace(/,/g, ''));
  if (!Number.isFinite(value)) return {ok: false, error: AMOUNT_ERRORS.invalid};
  return {ok: true, value};
}

/**
 * Rounds half away from zero to `decimals` places by shifting the decimal exponent in the string form,
 * so 1.005 → 1.01 and 1.1e-7 → 1e-7 come out right (multiplying by 10^n first would not).
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`cannot round ${value}`);
  const shift = (n: number, by: number) => {
    const [mantissa, exponent = '0'] = String(n).split('e');
    return Number(`${mantissa}e${Number(exponent) + by}`);
  };
  const rounded = Math.sign(value) * Math.round(Math.abs(shift(value, decimals)));
  return shift(rounded, -decimals) + 0; // `+ 0` turns -0 into 0
}

export type RateOrigin = 'live' | 'snapshot';

/** A rate table with USD as the source: rates[CODE] units of CODE per 1 USD. */
export interface RateSet {
  origin: RateOrigin;
  /** Unix seconds. */
  timestamp: number;
  rates: Readonly<Record<string, number>>;
}

export interface ResolvedRate {
  code: string;
  perUsd: number;
  origin: RateOrigin;
  timestamp: number;
}

function isUsableRate(rate: unknown): rate is number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0;
}

/** The first set (in priority order, live before snapshot) that has a usable rate for `code`. */
export function resolveRate(code: string, sets: readonly RateSet[]): ResolvedRate | null {
  for (const set of sets) {
    const perUsd = Object.prototype.hasOwnProperty.call(set.rates, code) ? set.rates[code] : undefined;
    if (isUsableRate(perUsd)) return {code, perUsd, origin: set.origin, timestamp: set.timestamp};
  }
  return null;
}

export interface Conversion {
  amount: number;
  from: ResolvedRate;
  to: ResolvedRate;
  /** Units of `to` per 1 unit of `from`, unrounded. */
  rate: number;
  /** amount × rate, rounded to the target currency's decimals. */
  value: number;
}

export type ConversionOutcome = {ok: true; conversion: Conversion} | {ok: false; error: string};

/** Converts via USD: amount × (to per USD ÷ from per USD). */
export function convert(rawAmount: string, fromCode: string, toCode: string, sets: readonly RateSet[]): ConversionOutcome {
  const amount = parseAmount(rawAmount);
  if (!amount.ok) return amount;
  const from = resolveRate(fromCode, sets);
  if (!from) return {ok: false, error: `暂时没有 ${fromCode} 的汇率，请换一种货币。`};
  const to = resolveRate(toCode, sets);
  if (!to) return {ok: false, error: `暂时没有 ${toCode} 的汇率，请换一种货币。`};
  const rate = fromCode === toCode ? 1 : to.perUsd / from.perUsd;
  const raw = amount.value * rate;
  if (!Number.isFinite(raw)) return {ok: false, error: AMOUNT_ERRORS.tooLong};
  return {ok: true, conversion: {amount: amount.value, from, to, rate, value: roundTo(raw, fractionDigits(toCode).max)}};
}

/** Amount in `code` with that currency's decimals, zh-CN grouping: 1,234.50 / 1,235 (JPY) / 0.00012345 (BTC). */
export function formatAmount(value: number, code: string): string {
  const {min, max} = fractionDigits(code);
  return new Intl.NumberFormat('zh-CN', {minimumFractionDigits: min, maximumFractionDigits: max}).format(
    roundTo(value, max),
  );
}

/** Rates below 1 (e.g. USD→BTC) need significant digits rather than a fixed number of decimals. */
export function formatRate(rate: number): string {
  const options: Intl.NumberFormatOptions =
    rate >= 1 ? {maximumFractionDigits: 4} : {maximumSignificantDigits: 6};
  return new Intl.NumberFormat('zh-CN', options).format(rate);
}

/**
 * "2026-11-20 16:00 UTC". Built by hand in UTC so the server render and every browser print the same
 * text (Intl date output varies between ICU versions and time zones, which would break hydration).
 */
export function formatUtc(timestamp: number): string {
  const date = new Date(timestamp * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`
  );
}

export function currencyLabel(code: string): string {
  const currency = findCurrency(code);
  return currency ? `${currency.name}（${code}）` : code;
}

// ---- exchangerate.host live rates ----------------------------------------------------------------------

export const LIVE_ENDPOINT = 'https://api.exchangerate.host/live';

/** The visitor's exchangerate.host key, shared with the try-it panel of /fo/15 (featured API `exchangerate_host`). */
export const LIVE_KEY_SLOT = apiKeySlot('exchangerate_host', LIVE_ENDPOINT);

/** The key is required for live rates; the field says so when the visitor submits it empty. */
export const KEY_REQUIRED = '请先粘贴你的 exchangerate.host 访问密钥。';

export function buildLiveUrl(accessKey: string): string {
  return `${LIVE_ENDPOINT}?access_key=${encodeURIComponent(accessKey)}&source=USD`;
}

/** Chinese explanations of the error codes exchangerate.host documents (see /fo/15). */
export const LIVE_ERROR_CODES: Readonly<Record<string, string>> = {
  '101': '未提供访问密钥或密钥无效。',
  '104': '已达到套餐的月度请求上限。',
  '105': '当前套餐不支持该功能。',
  '201': '源货币代码无效。',
  '202': 'currencies 参数中包含无效的货币代码。',
};

export const LIVE_UNRECOGNISED = '实时汇率接口返回的数据无法识别。';

export type LiveParse = {ok: true; set: RateSet} | {ok: false; error: string};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads `{success, timestamp, source, quotes: {USDCNY: 7.1, ...}}`. The API answers failures with HTTP 200
 * and `success: false`, so the body decides; its own `info` text is passed on to the visitor.
 */
export function parseLiveResponse(body: unknown): LiveParse {
  if (!isRecord(body)) return {ok: false, error: LIVE_UNRECOGNISED};
  if (body.success === false) {
    const error = isRecord(body.error) ? body.error : {};
    const code = typeof error.code === 'number' || typeof error.code === 'string' ? String(error.code) : '';
    const info = typeof error.info === 'string' ? error.info : typeof error.type === 'string' ? error.type : '';
    const known = LIVE_ERROR_CODES[code] ?? '';
    const detail = [known, info && `接口原文：${info}`].filter(Boolean).join(' ');
    return {ok: false, error: `exchangerate.host 返回错误${code ? `（错误码 ${code}）` : ''}：${detail || '未说明原因。'}`};
  }
  if (body.success !== true || !isRecord(body.quotes)) return {ok: false, error: LIVE_UNRECOGNISED};
  const source = typeof body.source === 'string' ? body.source : 'USD';
  if (source !== 'USD') return {ok: false, error: `实时汇率的源货币是 ${source}，不是 USD。`};
  const timestamp = body.timestamp;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || timestamp <= 0) {
    return {ok: false, error: LIVE_UNRECOGNISED};
  }
  const rates: Record<string, number> = {USD: 1};
  for (const [pair, rate] of Object.entries(body.quotes)) {
    if (pair.length > 3 && pair.startsWith('USD') && isUsableRate(rate)) rates[pair.slice(3)] = rate;
  }
  if (Object.keys(rates).length === 1) return {ok: false, error: LIVE_UNRECOGNISED};
  return {ok: true, set: {origin: 'live', timestamp, rates}};
}

/** Whether a result used live rates, snapshot rates, or one of each (e.g. live USD with snapshot BTC). */
export function conversionOrigin(conversion: Conversion): RateOrigin | 'mixed' {
  return conversion.from.origin === conversion.to.origin ? conversion.from.origin : 'mixed';
}

/** Codes whose rate came from the snapshot although live rates were in use. */
export function snapshotCodes(conversion: Conversion): string[] {
  return [...new Set([conversion.from, conversion.to].filter((r) => r.origin === 'snapshot').map((r) => r.code))];
}

/**
 * The amount the visitor typed, echoed back. It keeps decimals the target formatting would drop
 * (100.5 JPY stays 100.5), using significant digits so binary artefacts never show.
 */
export function formatInputAmount(value: number, code: string): string {
  const {max} = fractionDigits(code);
  if (roundTo(value, max) === value) return formatAmount(value, code);
  return new Intl.NumberFormat('zh-CN', {maximumSignificantDigits: MAX_AMOUNT_DIGITS}).format(value);
}
