import { z } from "zod";
import { companyChannel, estimateChannel, userChannel } from "./realtime-channels";

// The events services publish. Payloads carry ids and versions only, never records: a client that gets one
// refetches through the API, which applies the reader's own permissions. Names are the Pusher event names.
const uid = z.uuid();
const version = z.number().int().nonnegative();

export const realtimeEvent = z.discriminatedUnion("name", [
  z.object({
    name: z.literal("company.updated"),
    data: z.strictObject({ company_uid: uid, version }),
  }),
  z.object({
    name: z.literal("user.updated"),
    data: z.strictObject({ user_uid: uid, version }),
  }),
  z.object({
    name: z.literal("estimate.updated"),
    data: z.strictObject({ estimate_uid: uid, version }),
  }),
  z.object({
    name: z.literal("estimate.line.updated"),
    data: z.strictObject({ estimate_uid: uid, line_uid: uid, version }),
  }),
  // Lines written in one request (a cell, a paste, an undo); more than 200 → [] meaning "reload all lines".
  z.object({
    name: z.literal("estimate.lines.changed"),
    data: z.strictObject({ estimate_uid: uid, line_uids: z.array(uid).max(200), actor_uid: uid }),
  }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEvent>;

/** The channel an event is published on: the one whose subscribers are allowed to know about it. */
export function channelForEvent(event: RealtimeEvent): string {
  switch (event.name) {
    case "company.updated":
      return companyChannel(event.data.company_uid);
    case "user.updated":
      return userChannel(event.data.user_uid);
    case "estimate.updated":
    case "estimate.line.updated":
    case "estimate.lines.changed":
      return estimateChannel(event.data.estimate_uid);
  }
}

/** Pusher refuses events whose data exceeds 10 KB; ours are far smaller, and this keeps them so. */
export const maxEventBytes = 10 * 1024;

export class RealtimeEventTooLargeError extends Error {
  constructor(
    readonly eventName: string,
    readonly bytes: number,
  ) {
    super(`Realtime event ${eventName} is ${bytes} bytes; the limit is ${maxEventBytes}`);
  }
}

/** The UTF-8 size of the event's data as sent; throws when it reaches the limit. */
export function assertEventSize(event: { name: string; data: unknown }): number {
  const bytes = new TextEncoder().encode(JSON.stringify(event.data)).length;
  if (bytes >= maxEventBytes) throw new RealtimeEventTooLargeError(event.name, bytes);
  return bytes;
}

/** A received Pusher event as one of ours, or null for anything else (internal or unknown events). */
export function parseRealtimeEvent(name: string, data: unknown): RealtimeEvent | null {
  const result = realtimeEvent.safeParse({ name, data });
  return result.success ? result.data : null;
}
