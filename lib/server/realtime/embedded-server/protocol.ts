/**
 * Wire format of the Pusher Channels WebSocket protocol (version 7), limited to the messages that
 * pusher-js 8 sends and understands. Every frame is a JSON object `{ event, channel?, data? }`.
 */
import { z } from "zod";

export const PROTOCOL_VERSION = 7;

/**
 * Close / error codes from the protocol. The ranges matter more than the exact numbers, because
 * pusher-js picks its reaction from the range: 4000–4099 → do not reconnect, 4100–4199 → reconnect
 * after a back-off, 4200–4299 → reconnect at once.
 */
export const ErrorCode = {
  UnknownAppKey: 4001,
  UnsupportedProtocol: 4007,
  Unauthorized: 4009,
  /**
   * Sent when the server shuts down. A 41xx code makes pusher-js reconnect after 1 s, which gives a
   * restarting server time to listen again; a 4200 ("reconnect at once") would hit the closed port,
   * and pusher-js then sits out its 15 s connect timeout. (soketi closes with 1013 for the same
   * reason, but pusher-js's Node transport rejects 1013 as a protocol error.)
   */
  ServerShuttingDown: 4100,
  PongNotReceived: 4201,
} as const;

export const SHUTDOWN_MESSAGE = "Server is shutting down; reconnect shortly";

/** Socket ids look like "123.456"; the `pusher` SDK rejects anything else. */
export const SOCKET_ID_RE = /^\d+\.\d+$/;

/** Characters Pusher allows in channel names (the `pusher` SDK enforces the same set). */
const CHANNEL_CHARS_RE = /^[A-Za-z0-9_\-=@,.;]+$/;
const USER_CHANNEL_PREFIX = "#server-to-user-";
export const MAX_CHANNEL_NAME_LENGTH = 200;

export type ChannelKind = "public" | "private" | "presence" | "user";

export function channelKind(name: string): ChannelKind {
  if (name.startsWith("presence-")) return "presence";
  if (name.startsWith("private-")) return "private";
  if (name.startsWith(USER_CHANNEL_PREFIX)) return "user";
  return "public";
}

/** The user id that a `#server-to-user-{id}` channel belongs to. */
export function userIdOfChannel(name: string): string {
  return name.slice(USER_CHANNEL_PREFIX.length);
}

/**
 * `#server-to-user-*` is the one name allowed to start with "#": pusher-js subscribes to it after a
 * sign-in, and the `pusher` SDK's sendToUser() publishes to it.
 */
export function isValidChannelName(name: string): boolean {
  if (name.length === 0 || name.length > MAX_CHANNEL_NAME_LENGTH) return false;
  const body = name.startsWith(USER_CHANNEL_PREFIX) ? userIdOfChannel(name) : name;
  return CHANNEL_CHARS_RE.test(body);
}

/**
 * Serialises a server → client frame. `data` travels as a JSON *string* for channel events and for
 * connection_established (pusher-js JSON-parses string data a second time); pusher:error and
 * pusher:pong carry a plain object, as the protocol documents.
 */
export function frame(event: string, data?: unknown, channel?: string): string {
  const message: { event: string; channel?: string; data?: unknown } = { event };
  if (channel !== undefined) message.channel = channel;
  if (data !== undefined) message.data = data;
  return JSON.stringify(message);
}

export function jsonString(value: unknown): string {
  return JSON.stringify(value);
}

export function errorFrame(code: number | null, message: string): string {
  return frame("pusher:error", { code, message });
}

const clientMessageSchema = z.object({
  event: z.string().min(1),
  channel: z.string().optional(),
  data: z.unknown().optional(),
});

export const subscribeDataSchema = z.object({
  channel: z.string(),
  auth: z.string().optional(),
  channel_data: z.string().optional(),
});

export const unsubscribeDataSchema = z.object({ channel: z.string() });

export const signinDataSchema = z.object({ auth: z.string(), user_data: z.string() });

export type ClientMessage = z.infer<typeof clientMessageSchema>;

/**
 * Parses a client frame; null when it is not a Pusher message. pusher-js sends `data` as an
 * object, other clients sometimes as a JSON string, so a string is decoded once more.
 */
export function parseClientMessage(raw: string): ClientMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = clientMessageSchema.safeParse(parsed);
  if (!result.success) return null;
  const message = result.data;
  if (typeof message.data === "string") {
    try {
      message.data = JSON.parse(message.data);
    } catch {
      // Leave non-JSON string data as it is; the event handler's schema will reject it if needed.
    }
  }
  return message;
}
