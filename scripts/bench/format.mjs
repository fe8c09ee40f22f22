// Number formatting and statistics shared by the bench's sections.

/**
 * One line of the bench's table: what was measured (group and metric) and the value as printed.
 * @typedef {(group: string, metric: string, value: string) => void} Row
 */

/** @param {number} bytes */
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
/** @param {number} value */
export const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * Nearest-rank percentile of an ascending array.
 * @param {number[]} sorted
 * @param {number} p
 * @returns {number}
 */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
