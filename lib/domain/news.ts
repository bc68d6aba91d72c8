// News items (date, title, description as HTML): dates, the last-seen cookie and list limits. The fields'
// schemas are in ./news-fields.ts, so the header's Updates link does not bring zod to every page.

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * "2025-10-15" → "Oct 15, 2025". A fixed month table rather than Intl, whose short month names differ
 * between ICU versions ("Sep" / "Sept"), so the server's and the browser's text always match.
 */
export function formatNewsDate(value: string): string {
  const match = isoDate.exec(value);
  if (!match) return value;
  return `${months[Number(match[2]) - 1]} ${Number(match[3])}, ${match[1]}`;
}

/** Today in the browser's or server's local calendar, as YYYY-MM-DD (the form's default date). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The newest title the user has seen, kept 365 days; /product sets it, the header compares. */
export const lastSeenNewsCookie = "last-seen-news-title";
export const lastSeenNewsMaxAgeDays = 365;

export const newsLimitMax = 100;
export const newsLimitDefault = 50;
