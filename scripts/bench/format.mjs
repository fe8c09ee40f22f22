// Number formatting and statistics shared by the bench's sections.

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value) => `${value.toFixed(1)} ms`;

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
