// Realtime channel names (Pusher protocol). Pure: built and parsed here, authorised in lib/server/realtime.
// A channel name carries a uid in its canonical dashed lower-case form only: publishers always use that
// form, so a compact or upper-case variant would be a different channel that never receives anything.
const canonicalUid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

export const companyChannel = (companyUid: string) => `private-company-${companyUid}`;
export const userChannel = (userUid: string) => `private-user-${userUid}`;
export const estimateChannel = (estimateUid: string) => `private-estimate-${estimateUid}`;
/** Who is viewing an estimate (presence members). */
export const estimatePresenceChannel = (estimateUid: string) => `presence-estimate-${estimateUid}`;

export type ChannelRef =
  | { kind: "company"; uid: string }
  | { kind: "user"; uid: string }
  | { kind: "estimate"; uid: string }
  | { kind: "estimate-presence"; uid: string };

const patterns: Array<[RegExp, ChannelRef["kind"]]> = [
  [new RegExp(`^private-company-(${canonicalUid})$`), "company"],
  [new RegExp(`^private-user-(${canonicalUid})$`), "user"],
  [new RegExp(`^private-estimate-(${canonicalUid})$`), "estimate"],
  [new RegExp(`^presence-estimate-(${canonicalUid})$`), "estimate-presence"],
];

/** The app's channel a name denotes, or null for any other name (public, unknown, non-canonical uid). */
export function parseChannelName(name: string): ChannelRef | null {
  for (const [pattern, kind] of patterns) {
    const match = pattern.exec(name);
    if (match) return { kind, uid: match[1]! };
  }
  return null;
}

/** Pusher's own limits on channel names: at most 164 characters of [A-Za-z0-9_-=@,.;]. */
export const channelNamePattern = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

/** A socket id as Pusher issues it: "123.456". */
export const socketIdPattern = /^\d+\.\d+$/;

export function isPresenceChannel(name: string): boolean {
  return name.startsWith("presence-");
}
