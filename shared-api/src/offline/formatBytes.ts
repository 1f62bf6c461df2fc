const UNITS = ['KB', 'MB', 'GB'] as const;

/** A size as people read it: "820 KB", "12.4 MB", "1.2 GB" (1 KB = 1024 bytes; never "0 KB" for a file). */
export function formatBytes(bytes: number): string {
  if (bytes <= 0) return '0 KB';
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.max(1, Math.round(value))} KB`;
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}
