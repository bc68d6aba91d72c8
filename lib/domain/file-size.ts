const UNITS = ["Bytes", "KB", "MB", "GB", "TB"] as const;
const BASE = 1024;

/**
 * Human file size in base 1024: 0 → "0 Bytes", 1024 → "1 KB", 1572864 → "1.5 MB". Trailing zeros
 * are dropped; sizes past 1024 TB stay in TB. A value that rounds up to 1024 of a unit moves to
 * the next unit (1048575 → "1 MB", not "1024 KB"). Non-finite input reads as "0 Bytes".
 */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes === 0) return "0 Bytes";
  const digits = Math.min(100, Math.max(0, Math.floor(decimals)));
  let size = Math.abs(bytes);
  let unit = 0;
  // Repeated division instead of log() so exact powers of 1024 never land one unit low.
  while (size >= BASE && unit < UNITS.length - 1) {
    size /= BASE;
    unit++;
  }
  let rounded = Number.parseFloat(size.toFixed(digits));
  if (rounded >= BASE && unit < UNITS.length - 1) {
    unit++;
    rounded = Number.parseFloat((size / BASE).toFixed(digits));
  }
  return `${bytes < 0 ? "-" : ""}${rounded} ${UNITS[unit]}`;
}
