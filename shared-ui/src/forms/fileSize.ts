const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A byte count as a person reads it: "512 B", "1.5 KB", "20 MB". One decimal below ten units,
 * none above (and none when it is a whole number), in binary units as the upload limits are.
 */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toFixed(digits).replace(/\.0$/, '')} ${UNITS[unit]}`;
}
