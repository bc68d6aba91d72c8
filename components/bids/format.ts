// How the bids screens write a due date: "Dec 4, 2026, 2:00 PM CST" in the package's own time zone.
export function formatDue(iso: string, zone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    dateStyle: "medium",
    timeStyle: "short",
  })
    .formatToParts(new Date(iso))
    .map((p) => p.value)
    .join("")
    .concat(` ${zoneName(iso, zone)}`);
}

function zoneName(iso: string, zone: string): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" })
    .formatToParts(new Date(iso))
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? zone;
}

/** The zones the due-date picker offers first (the browser's own is added when it is not among them). */
export const commonTimeZones = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "UTC",
] as const;
