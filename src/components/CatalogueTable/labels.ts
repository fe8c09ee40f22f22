import type {CatalogueAuth, CorsSupport} from '@site/plugins/catalogue/types';

/**
 * Chinese labels of the catalogue's field values, shared by the category tables, the statistics
 * blocks and the explorer. Plain data (no React, no CSS) so that unit tests can import it.
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
