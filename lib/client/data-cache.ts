"use client";

import type { DefaultOptions, Query } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  type ConnectionInfo,
  DEDUPE_MS,
  isSlowConnection,
  retryDelayMs,
  shouldRefetchOnFocus,
  stillLoadingAfterMs,
} from "@/lib/ui/data-cache";

/** Whether this browser reports a slow connection (navigator.connection); false where it cannot tell. */
export function browserConnectionIsSlow(): boolean {
  if (typeof navigator === "undefined") return false;
  return isSlowConnection((navigator as Navigator & { connection?: ConnectionInfo }).connection);
}

/** When a query last finished fetching, successfully or not (0 = never). */
function lastFetchedAt(query: Query): number {
  return Math.max(query.state.dataUpdatedAt, query.state.errorUpdatedAt);
}

/**
 * The query client's defaults (lib/ui/data-cache.ts): dedupe 2 s; refetch on window focus when stale, at most
 * once per 5 s per query; one retry after 5 s (10 s on a slow connection, decided when the retry is due).
 */
export function queryClientDefaults(now: () => number = Date.now): DefaultOptions {
  return {
    queries: {
      staleTime: DEDUPE_MS,
      retry: 1,
      retryDelay: () => retryDelayMs(browserConnectionIsSlow()),
      refetchOnWindowFocus: (query) => shouldRefetchOnFocus(lastFetchedAt(query), now()),
    },
  };
}

/** True once something has been loading for 3 s (5 s on a slow connection), for a "still loading" note. */
export function useStillLoading(): boolean {
  const [still, setStill] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStill(true), stillLoadingAfterMs(browserConnectionIsSlow()));
    return () => clearTimeout(timer);
  }, []);
  return still;
}
