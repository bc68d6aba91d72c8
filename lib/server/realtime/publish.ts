import {
  assertEventSize,
  channelForEvent,
  type RealtimeEvent,
  realtimeEvent,
} from "@/lib/domain/realtime-events";
import { pusherSdk } from "./sdk";

/** Pusher's batch endpoint takes at most 10 events per call. */
const batchSize = 10;

/**
 * Publishes events on their channels. Call it only once the transaction that made the change has committed
 * (after `await db().transaction(…)` resolves), so a client that refetches on the event sees the change.
 *
 * Realtime is a hint, not the record: a failure (realtime server down, timeout, an invalid or oversized
 * event) is logged and swallowed, never failing the request whose change is already committed. Clients
 * refetch when they reconnect, so a lost event costs freshness, not data.
 */
export async function publish(...events: RealtimeEvent[]): Promise<void> {
  if (events.length === 0) return;
  try {
    const sdk = pusherSdk();
    if (!sdk) return;
    const batch = events.map((event) => {
      const parsed = realtimeEvent.parse(event);
      assertEventSize(parsed);
      return { channel: channelForEvent(parsed), name: parsed.name, data: parsed.data };
    });
    for (let i = 0; i < batch.length; i += batchSize) {
      await sdk.triggerBatch(batch.slice(i, i + batchSize));
    }
  } catch (error) {
    console.error(
      "Realtime publish failed:",
      events.map((e) => e.name).join(", "),
      error instanceof Error ? error.message : error,
    );
  }
}
