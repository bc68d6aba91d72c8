// Framework-free glue between a pusher-js channel and a consumer: our typed events, and a signal when the
// channel is subscribed again after a reconnect (events published while offline were never delivered).
import type { Channel } from "pusher-js";
import { parseRealtimeEvent, type RealtimeEvent } from "@/lib/domain/realtime-events";

export type ChannelWatchHandlers = {
  onEvent(event: RealtimeEvent): void;
  /** The channel was subscribed again (after a reconnect): refetch whatever it keeps fresh. */
  onResubscribed(): void;
};

export function watchChannel(channel: Channel, handlers: ChannelWatchHandlers): () => void {
  // Already subscribed (shared with another watcher) counts as the first subscription.
  let subscribedBefore = channel.subscribed;
  const onAny = (name: string, data: unknown) => {
    if (name.startsWith("pusher:") || name.startsWith("pusher_internal:")) return;
    const event = parseRealtimeEvent(name, data);
    if (event) handlers.onEvent(event);
  };
  const onSubscribed = () => {
    if (subscribedBefore) handlers.onResubscribed();
    subscribedBefore = true;
  };
  channel.bind_global(onAny);
  channel.bind("pusher:subscription_succeeded", onSubscribed);
  return () => {
    channel.unbind_global(onAny);
    channel.unbind("pusher:subscription_succeeded", onSubscribed);
  };
}
