/**
 * Validation and fan-out of events published through the HTTP API, with the hosted service's
 * limits: 10 KB of data per event, 100 channels per event, 10 events per batch.
 */
import { z } from "zod";
import { broadcast, type ServerContext } from "./context";
import { frame, isValidChannelName, SOCKET_ID_RE } from "./protocol";

export const MAX_DATA_BYTES = 10 * 1024;
export const MAX_CHANNELS_PER_EVENT = 100;
export const MAX_BATCH_SIZE = 10;
const MAX_EVENT_NAME_LENGTH = 200;

const channelName = z.string().refine(isValidChannelName, "invalid channel name");

const eventSchema = z
  .object({
    name: z
      .string()
      .min(1)
      .max(MAX_EVENT_NAME_LENGTH)
      // Reserved prefixes would let a publisher forge protocol frames (e.g. fake presence members).
      .refine((name) => !/^pusher(_internal)?:/.test(name), "event names starting with pusher: are reserved"),
    data: z.string(),
    channel: channelName.optional(),
    channels: z.array(channelName).min(1).max(MAX_CHANNELS_PER_EVENT).optional(),
    socket_id: z.string().regex(SOCKET_ID_RE, "socket_id must look like 123.456").optional(),
  })
  .refine((event) => (event.channel === undefined) !== (event.channels === undefined), {
    message: "give exactly one of channel or channels",
  });

export type PublishedEvent = z.infer<typeof eventSchema>;

const batchSchema = z.object({ batch: z.array(eventSchema).min(1).max(MAX_BATCH_SIZE) });

export type ParseResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 413; message: string };

function issuesToText(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
}

/** 413 rather than 400 for oversized data, so a caller can tell "too big" from "wrong". */
function checkSize(events: PublishedEvent[]): ParseResult<PublishedEvent[]> {
  for (const event of events) {
    const bytes = Buffer.byteLength(event.data, "utf8");
    if (bytes > MAX_DATA_BYTES) {
      return {
        ok: false,
        status: 413,
        message: `Event data is ${bytes} bytes; the limit is ${MAX_DATA_BYTES} bytes`,
      };
    }
  }
  return { ok: true, value: events };
}

export function parseEvent(body: unknown): ParseResult<PublishedEvent[]> {
  const result = eventSchema.safeParse(body);
  if (!result.success) return { ok: false, status: 400, message: issuesToText(result.error) };
  return checkSize([result.data]);
}

export function parseBatch(body: unknown): ParseResult<PublishedEvent[]> {
  const result = batchSchema.safeParse(body);
  if (!result.success) return { ok: false, status: 400, message: issuesToText(result.error) };
  return checkSize(result.data.batch);
}

/** Delivers an event to each of its channels; socket_id names the publisher's socket to skip. */
export function publish(ctx: ServerContext, event: PublishedEvent): void {
  // A Set, so a channel listed twice does not receive the event twice.
  const channels = new Set(event.channels ?? (event.channel === undefined ? [] : [event.channel]));
  for (const channel of channels) {
    broadcast(ctx, channel, frame(event.name, event.data, channel), event.socket_id);
  }
  ctx.counters.eventsPublished++;
}
