// The AI history's date groups: a conversation falls in the group of the day of its last activity, counted in
// the reader's time zone. Today, yesterday, 2–7 days ago, 8–30 days ago; older ones are in no group.

export type DateGroup = "today" | "yesterday" | "last7Days" | "last30Days";

/** The oldest activity any group can hold is within this many days before now (a day of slack for zones). */
export const dateGroupSpanDays = 32;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Days since 1970-01-01 of the calendar day `at` falls on in `timeZone`. */
function dayNumber(at: Date, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / 86_400_000;
}

/** The group of an activity at `at`, seen `now` in `timeZone` (a later one, another server's clock: today). */
export function dateGroup(at: Date, now: Date, timeZone = "UTC"): DateGroup | null {
  const days = dayNumber(now, timeZone) - dayNumber(at, timeZone);
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  if (days <= 7) return "last7Days";
  if (days <= 30) return "last30Days";
  return null;
}
