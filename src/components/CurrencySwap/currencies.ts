export type CurrencyKind = 'fiat' | 'crypto';

export interface Currency {
  /** ISO 4217 code, or the ticker for crypto. */
  code: string;
  /** Chinese name shown in the selectors. */
  name: string;
  kind: CurrencyKind;
}

/** Offered in the selectors, in this order; every code must have a snapshot rate (checked by a unit test). */
export const CURRENCIES: readonly Currency[] = [
  {code: 'CNY', name: '人民币', kind: 'fiat'},
  {code: 'USD', name: '美元', kind: 'fiat'},
  {code: 'EUR', name: '欧元', kind: 'fiat'},
  {code: 'JPY', name: '日元', kind: 'fiat'},
  {code: 'GBP', name: '英镑', kind: 'fiat'},
  {code: 'HKD', name: '港元', kind: 'fiat'},
  {code: 'TWD', name: '新台币', kind: 'fiat'},
  {code: 'KRW', name: '韩元', kind: 'fiat'},
  {code: 'SGD', name: '新加坡元', kind: 'fiat'},
  {code: 'AUD', name: '澳大利亚元', kind: 'fiat'},
  {code: 'CAD', name: '加拿大元', kind: 'fiat'},
  {code: 'CHF', name: '瑞士法郎', kind: 'fiat'},
  {code: 'NZD', name: '新西兰元', kind: 'fiat'},
  {code: 'INR', name: '印度卢比', kind: 'fiat'},
  {code: 'THB', name: '泰铢', kind: 'fiat'},
  {code: 'MYR', name: '马来西亚林吉特', kind: 'fiat'},
  {code: 'RUB', name: '俄罗斯卢布', kind: 'fiat'},
  {code: 'BRL', name: '巴西雷亚尔', kind: 'fiat'},
  {code: 'MXN', name: '墨西哥比索', kind: 'fiat'},
  {code: 'ZAR', name: '南非兰特', kind: 'fiat'},
  {code: 'SEK', name: '瑞典克朗', kind: 'fiat'},
  {code: 'BTC', name: '比特币', kind: 'crypto'},
  {code: 'ETH', name: '以太坊', kind: 'crypto'},
];

const BY_CODE = new Map(CURRENCIES.map((currency) => [currency.code, currency]));

export function findCurrency(code: string): Currency | undefined {
  return BY_CODE.get(code);
}

/** ISO 4217 currencies whose minor unit is 0: amounts are never shown with decimals. */
const ZERO_DECIMAL_FIAT = new Set(['JPY', 'KRW']);

/** Crypto amounts are often fractions of a coin, so they keep up to 8 decimals (1 satoshi = 1e-8 BTC). */
export const CRYPTO_MAX_DECIMALS = 8;

export interface FractionDigits {
  min: number;
  max: number;
}

export function fractionDigits(code: string): FractionDigits {
  if (findCurrency(code)?.kind === 'crypto') return {min: 0, max: CRYPTO_MAX_DECIMALS};
  if (ZERO_DECIMAL_FIAT.has(code)) return {min: 0, max: 0};
  return {min: 2, max: 2};
}
