import { z } from "zod";
import { companyChannel, estimateChannel, userChannel } from "./realtime-channels";

// The events services publish. Payloads carry ids and versions only, never records: a client that gets one
// refetches through the API, which applies the reader's own permissions. Names are the Pusher event names.
// The one exception is the AI assistant's answer, streamed to the asking user alone (`ai.answer.*`).
const uid = z.uuid();
const version = z.number().int().nonnegative();

/** At most this many characters of an answer in one `ai.answer.chunk` (4 bytes each at worst: under 10 KB). */
export const maxAnswerChunkLength = 2000;

/** Every `ai.answer.*` event names the answer and numbers itself 1, 2, 3 … (a retry of the answer counts on). */
const answerRef = { user_uid: uid, conversation_uid: uid, message_uid: uid, seq: z.number().int().min(1) };

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
  // An invitation to bid changed (invited, viewed, bidding, submitted, declined, revoked, a question, a file).
  z.object({
    name: z.literal("bid.invitation.updated"),
    data: z.strictObject({ estimate_uid: uid, package_uid: uid, invitation_uid: uid, version }),
  }),
  // A bid package was created, changed (its status, lines, scope items, documents) or deleted.
  z.object({
    name: z.literal("bid.package.updated"),
    data: z.strictObject({ estimate_uid: uid, package_uid: uid }),
  }),
  // The caller's AI conversations changed (created, renamed, asked, deleted): refetch the history lists.
  z.object({
    name: z.literal("ai.conversation.changed"),
    data: z.strictObject({ user_uid: uid, conversation_uid: uid }),
  }),
  // A piece of an answer being written: `text` goes at character `offset` of the answer. A client whose answer
  // is not `offset` characters long missed a piece: it reads the answer so far from the API.
  z.object({
    name: z.literal("ai.answer.chunk"),
    data: z.strictObject({
      ...answerRef,
      offset: z.number().int().nonnegative(),
      text: z.string().max(maxAnswerChunkLength),
    }),
  }),
  // What the answer is doing: "thinking", or a tool in use ("using tool: cost statistics").
  z.object({
    name: z.literal("ai.answer.status"),
    data: z.strictObject({
      ...answerRef,
      state: z.enum(["thinking", "tool"]),
      label: z.string().max(200),
    }),
  }),
  // The answer ended: complete, failed (with a message) or cancelled; `length` is its saved length.
  z.object({
    name: z.literal("ai.answer.end"),
    data: z.strictObject({
      ...answerRef,
      status: z.enum(["complete", "failed", "cancelled"]),
      length: z.number().int().nonnegative(),
      message: z.string().max(500).nullable(),
    }),
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
    case "bid.invitation.updated":
    case "bid.package.updated":
      return estimateChannel(event.data.estimate_uid);
    case "ai.conversation.changed":
    case "ai.answer.chunk":
    case "ai.answer.status":
    case "ai.answer.end":
      return userChannel(event.data.user_uid);
  }
}

/** Pusher refuses events whose data exceeds 10 KB; ours are far smaller (an answer's chunk too), and this keeps them so. */
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
