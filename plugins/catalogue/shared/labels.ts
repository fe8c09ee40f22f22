import type {CatalogueAuth, CorsSupport, LinkStatus, VerifiableField} from './types';

/**
 * Chinese labels of the catalogue's field values, shared by the category tables, the statistics,
 * the explorer and the Markdown of the stock reference site. Plain data, no React.
 */

/** An authentication value as a key: `null` (no authentication) becomes 'none'. */
export type AuthKey = NonNullable<CatalogueAuth> | 'none';

/** In the order the statistics list them: from no preparation at all to the rarest schemes. */
export const AUTH_KEYS: readonly AuthKey[] = ['none', 'apiKey', 'OAuth', 'X-Mashape-Key', 'User-Agent'];

export const AUTH_LABELS: Record<AuthKey, string> = {
  none: '无需认证',
  apiKey: 'API 密钥',
  OAuth: 'OAuth',
  'X-Mashape-Key': 'X-Mashape-Key',
  'User-Agent': 'User-Agent 头',
};

export function authKey(auth: CatalogueAuth): AuthKey {
  return auth ?? 'none';
}

export function authLabel(auth: CatalogueAuth): string {
  return AUTH_LABELS[authKey(auth)];
}

export const CORS_KEYS: readonly CorsSupport[] = ['yes', 'no', 'unknown'];

export const CORS_LABELS: Record<CorsSupport, string> = {yes: '支持', no: '不支持', unknown: '未知'};

export const HTTPS_LABELS: Record<'yes' | 'no', string> = {yes: '是', no: '否'};

export function httpsLabel(https: boolean): string {
  return https ? HTTPS_LABELS.yes : HTTPS_LABELS.no;
}

/** A fact's value as the tables show it. */
export function factLabel(field: VerifiableField, value: unknown): string {
  if (field === 'https') return httpsLabel(value as boolean);
  if (field === 'auth') return authLabel(value as CatalogueAuth);
  return CORS_LABELS[value as CorsSupport];
}

export const FACT_NAMES: Record<VerifiableField, string> = {https: 'HTTPS', auth: '认证方式', cors: 'CORS'};

export const LINK_STATUS_LABELS: Record<LinkStatus, string> = {
  ok: '可以访问',
  redirect: '已跳转到其他地址',
  dead: '链接失效',
  timeout: '访问超时',
  blocked: '被网站拦截，无法自动核对',
  error: '访问出错',
};

/** "2026-11" → "2026 年 11 月". */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${year} 年 ${Number(number)} 月`;
}

/** An ISO date-time → "2026-12-01", the day in UTC, so every reader and the server agree. */
export function formatCheckDate(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}
