// A bid package's status and what may follow it (docs/BIDS.md): draft → out to bid → leveling → awarded, back
// one step while nothing is awarded, and cancelled from anything but awarded (an award is undone first).
export const bidPackageStatuses = ["draft", "out_to_bid", "leveling", "awarded", "cancelled"] as const;
export type BidPackageStatus = (typeof bidPackageStatuses)[number];

export const bidPackageStatusLabels: Record<BidPackageStatus, string> = {
  draft: "Draft",
  out_to_bid: "Out to bid",
  leveling: "Leveling",
  awarded: "Awarded",
  cancelled: "Cancelled",
};

const next: Record<BidPackageStatus, readonly BidPackageStatus[]> = {
  draft: ["out_to_bid", "cancelled"],
  out_to_bid: ["draft", "leveling", "cancelled"],
  leveling: ["out_to_bid", "cancelled"],
  // Awarding and un-awarding go through the award (14c), which moves leveling ↔ awarded itself.
  awarded: [],
  cancelled: ["draft"],
};

/** The statuses a package in `from` may be set to by an edit. */
export const allowedStatusChanges = (from: BidPackageStatus): readonly BidPackageStatus[] => next[from];

/** Why `from` → `to` is refused, or null when allowed (or unchanged). */
export function statusChangeMessage(from: BidPackageStatus, to: BidPackageStatus): string | null {
  if (from === to || next[from].includes(to)) return null;
  const label = (s: BidPackageStatus) => bidPackageStatusLabels[s].toLowerCase();
  if (to === "awarded") return "A package is awarded through its leveling sheet: award a bidder there";
  if (from === "awarded") return "This package is awarded: undo the award before changing its status";
  if (from === "cancelled") return "A cancelled package can only be reopened as a draft";
  const allowed = next[from].map(label).join(" or ");
  return `A package that is ${label(from)} can move to ${allowed}, not to ${label(to)}`;
}

/** A package's scope and documents change only while it is a draft or out to bid. */
export function scopeLockMessage(status: BidPackageStatus): string | null {
  if (status === "awarded") return "This package is awarded: undo the award before changing its scope";
  if (status === "cancelled") return "This package is cancelled: reopen it as a draft to change it";
  return null;
}

/** The line already in another package: the message a second package gets. */
export const lineTakenMessage = (lineLabel: string, packageName: string) =>
  `${lineLabel} is already in the package "${packageName}"; a budget line can be in one package only`;

/** Whether a text names an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time ("2026-12-04T14:00") an instant shows in `zone`. */
export function instantToLocal(instant: Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The instant a wall-clock time in `zone` names (a time skipped by a DST change moves forward). */
export function localToInstant(local: string, zone: string): Date {
  const asUtc = Date.parse(`${local}:00Z`);
  const offset = (t: number) => Date.parse(`${instantToLocal(new Date(t), zone)}:00Z`) - t;
  let t = asUtc - offset(asUtc);
  t = asUtc - offset(t);
  return new Date(t);
}
