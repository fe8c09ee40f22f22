/**
 * Small text helpers of the /fo/N pages, kept free of React so unit tests can import them.
 */

/** The page title: "ipstack" becomes "ipstack API"; a name already ending in "API" ("Fixer API") is kept as is. */
export function featuredApiTitle(name: string): string {
  const trimmed = name.trim();
  return /(^|[^a-z0-9])api$/i.test(trimmed) ? trimmed : `${trimmed} API`;
}

/** "2026-11" → "2026 年 11 月". Anything that is not YYYY-MM is returned unchanged. */
export function formatCheckedMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? `${match[1]} 年 ${Number(match[2])} 月` : month;
}

/** Label of every sample response on the page: it must never pass for a live result. */
export const SAMPLE_LABEL = '示例响应（根据官方文档整理的样例数据，非实时结果）';

/** Shown in the free-tier fact when the provider publishes no free-tier terms. */
