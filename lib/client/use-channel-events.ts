"use client";

import { type InvalidateQueryFilters, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import type { RealtimeEvent } from "@/lib/domain/realtime-events";
import { useRealtime } from "./realtime-context";

export type ChannelEventOptions = {
  /** TanStack queries to invalidate on every event of the channel and after a reconnect. */
  invalidate?: InvalidateQueryFilters[];
  /** Re-render the server components (router.refresh()) on every event and after a reconnect. */
  refresh?: boolean;
  /** Each of our events on the channel, parsed; unknown and internal events never arrive here. */
  onEvent?: (event: RealtimeEvent) => void;
  /**
   * Whether an event tells this tab something its cache does not know yet. One that does not (its
   * version is not newer than the cached record's: the echo of this tab's own save) costs no refetch
   * and no refresh. Asked when a burst is flushed; without it every event counts.
   */
  isNews?: (event: RealtimeEvent) => boolean;
  /**
   * While true the flush waits: this tab's own save is in flight and its answer, once cached, decides
   * whether an event that overtook it is news.
   */
  hold?: () => boolean;
};

/** A burst of events (lines of one estimate) costs one refetch, not one per event. */
const coalesceMs = 100;

/**
 * Keeps what a channel covers fresh: subscribes while mounted (null subscribes to nothing), refetches on
 * its events, and refetches once subscribed again after a reconnect so nothing missed offline stays stale.
 */
export function useChannelEvents(channelName: string | null, options: ChannelEventOptions = {}) {
  const { client, acquire, release, watch } = useRealtime();
  const queryClient = useQueryClient();
  const router = useRouter();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!client || !channelName) return;
    const channel = acquire(channelName);
    if (!channel) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let events: RealtimeEvent[] = [];
    let resubscribed = false;
    const flush = () => {
      const { hold, isNews, invalidate, refresh } = latest.current;
      if (hold?.()) {
        timer = setTimeout(flush, coalesceMs);
        return;
      }
      const stale = resubscribed || events.some((event) => isNews?.(event) ?? true);
      events = [];
      resubscribed = false;
      if (!stale) return;
      for (const filters of invalidate ?? []) void queryClient.invalidateQueries(filters);
      if (refresh) router.refresh();
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(flush, coalesceMs);
    };
    const stop = watch(channel, {
      onEvent: (event) => {
        latest.current.onEvent?.(event);
        events.push(event);
        schedule();
      },
      onResubscribed: () => {
        resubscribed = true;
        schedule();
      },
    });
    return () => {
      clearTimeout(timer);
      stop();
      release(channelName);
    };
  }, [client, channelName, acquire, release, watch, queryClient, router]);
}
