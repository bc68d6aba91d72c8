// Which estimates take no writes, and the one message every refused write answers. A final estimate is locked
// for everyone until an admin or its creator reopens it; an archived one is read only as well.

export const lockMessages = {
  final: "This estimate is final and locked: reopen it to make changes",
  archived: "This estimate is archived and read only: reopen it to make changes",
  reopenNotLocked: "Only a final or archived estimate can be reopened",
  reopenWho: "Only an admin or the estimate's creator can reopen it",
  publishNotFinal: "Only a final estimate can be published",
} as const;

/** The refusal for a write to an estimate in this status, or null when it takes writes. */
export function lockMessage(status: string): string | null {
  if (status === "final") return lockMessages.final;
  if (status === "archived") return lockMessages.archived;
  return null;
}

export const isLocked = (status: string) => lockMessage(status) !== null;
