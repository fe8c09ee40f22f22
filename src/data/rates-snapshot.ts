/**
 * Sample exchange-rate snapshot for /swap, used when the visitor has no exchangerate.host key or the live
 * request fails. The values are rounded, plausible sample data for demonstrating the arithmetic only; the UI
 * labels them as such.
 *
 * Same direction as exchangerate.host's `live` endpoint with `source=USD`: rates.CNY here is quotes.USDCNY
 * there, i.e. how many units of the currency one US dollar buys. Crypto is stored the same way, written as
 * 1 / (USD price) so the USD price stays readable.
 */

export interface RatesSnapshot {
  /** Every rate is relative to one unit of this currency. */
  base: 'USD';
  /** Day of the snapshot, YYYY-MM-DD in UTC. */
  date: string;
  /** Moment of the snapshot in Unix seconds; falls on `date`. */
  timestamp: number;
  /** Units of each currency per 1 USD. */
  rates: Readonly<Record<string, number>>;
}

export const RATES_SNAPSHOT: RatesSnapshot = {
  base: 'USD',
  date: '2026-11-20',
  // 2026-11-20 16:00 UTC
  timestamp: 1795190400,
  rates: {
    USD: 1,
    CNY: 7.1186,
    EUR: 0.8642,
    JPY: 154.87,
    GBP: 0.7618,
    HKD: 7.7794,
    TWD: 31.246,
    KRW: 1462.35,
    SGD: 1.3041,
    AUD: 1.5387,
    CAD: 1.4052,
    CHF: 0.7986,
    NZD: 1.7712,
    INR: 88.715,
    THB: 32.41,
    MYR: 4.1525,
    RUB: 80.95,
    BRL: 5.331,
    MXN: 18.392,
    ZAR: 17.286,
    SEK: 9.4817,
    // 1 BTC = 91,250.40 USD, 1 ETH = 3,086.52 USD
    BTC: 1 / 91250.4,
    ETH: 1 / 3086.52,
  },
};
