"use client";

import { type InvalidateQueryFilters, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import type { RealtimeEvent } from "@/lib/domain/realtime-events";
import { watchChannel } from "./channel-watch";
import { useRealtime } from "./realtime-context";

export type ChannelEventOptions = {
  /** TanStack queries to invalidate on every event of the channel and after a reconnect. */
  invalidate?: InvalidateQueryFilters[];
  /** Re-render the server components (router.refresh()) on every event and after a reconnect. */
  refresh?: boolean;
  /** Each of our events on the channel, parsed; unknown and internal events never arrive here. */
  onEvent?: (event: RealtimeEvent) => void;
};

/** A burst of events (lines of one estimate) costs one refetch, not one per event. */
const coalesceMs = 100;

/**
 * Keeps what a channel covers fresh: subscribes while mounted (null subscribes to nothing), refetches on
 * its events, and refetches once subscribed again after a reconnect so nothing missed offline stays stale.
 */
export function useChannelEvents(channelName: string | null, options: ChannelEventOptions = {}) {
  const { client, acquire, release } = useRealtime();
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
    const refetch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        for (const filters of latest.current.invalidate ?? []) void queryClient.invalidateQueries(filters);
        if (latest.current.refresh) router.refresh();
      }, coalesceMs);
    };
    const stop = watchChannel(channel, {
      onEvent: (event) => {
        latest.current.onEvent?.(event);
        refetch();
      },
      onResubscribed: refetch,
    });
    return () => {
      clearTimeout(timer);
      stop();
      release(channelName);
    };
  }, [client, channelName, acquire, release, queryClient, router]);
}
