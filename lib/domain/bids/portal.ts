// The bidder portal's rules: invitation statuses, how long a link works, when bids close, and the words a
// bidder reads when a link cannot be used. Pure: the server and the portal page share them.

export const invitationStatuses = ["invited", "viewed", "bidding", "submitted", "declined"] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

export const invitationStatusLabels: Record<InvitationStatus, string> = {
  invited: "Invited",
  viewed: "Viewed",
  bidding: "Bidding",
  submitted: "Submitted",
  declined: "Declined",
};

export const scopeAnswers = ["included", "excluded", "qualified"] as const;
export type ScopeAnswer = (typeof scopeAnswers)[number];

/** A link works until this many days after the bids are due (unless revoked). */
export const linkLifetimeDaysAfterDue = 30;

/** When a link stops working: 30 days after the due instant; a package without a due date keeps it working. */
export function linkExpiresAt(dueAt: Date | null): Date | null {
  return dueAt ? new Date(dueAt.getTime() + linkLifetimeDaysAfterDue * 86_400_000) : null;
}

/** "Dec 4, 2026, 2:00 PM EST": the due instant in the zone the estimator gave it in. */
export function formatDue(dueAt: Date, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: "medium",
    timeStyle: "short",
  };
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    zone = "UTC";
  }
  const when = new Intl.DateTimeFormat("en-US", { ...options, timeZone: zone }).format(dueAt);
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" })
      .formatToParts(dueAt)
      .find((p) => p.type === "timeZoneName")?.value ?? zone;
  return `${when} ${name}`;
}

export const portalMessages = {
  unknown:
    "This bid link is not valid. Check the link in your invitation email, or ask the estimator to send it again.",
  revoked:
    "This invitation to bid was withdrawn by the estimator. Contact them if you think this is a mistake.",
  expired: `This bid link has expired: links work until ${linkLifetimeDaysAfterDue} days after bids are due.`,
  pastDue: (due: string) =>
    `Bids were due ${due}. This bid can no longer be submitted or revised; contact the estimator if you need more time.`,
  packageClosed: "This package is no longer taking bids. Contact the estimator if you have questions.",
  declined: "You declined this bid. Submitting a bid instead withdraws your decline.",
  baseBidRequired: "Enter your base bid before submitting",
  answerRequired: "Say whether this item is included, excluded or qualified",
  qualificationRequired: "Describe the qualification",
  unknownScopeItem: "This scope item is not part of the package",
  attachmentKey: "This upload does not belong to this bid",
  attachmentNotFound: "Attachment not found",
} as const;

/** The package statuses under which a bidder may still submit, revise, decline and ask. */
export const packageStatusesOpenToBidders = ["out_to_bid", "leveling"] as const;
