"use client";

import { use } from "react";
import { loadWithRetry } from "@/lib/ui/screen-load";

type RecordFiltersModule = typeof import("@/lib/contract/record-filters");
type ReadRecordFilters = RecordFiltersModule["readRecordFilters"];

let loaded: ReadRecordFilters | null = null;
let loading: Promise<ReadRecordFilters> | null = null;

/**
 * The URL's record filters are read with the contract's zod schema (lib/contract/record-filters.ts), the one the
 * API runs. It loads as its own chunk, not with /project's first load: the download starts when this module first
 * runs in the browser (at hydration, alongside the realtime client the page waits for anyway), and a component
 * that reads filters before it is there suspends (the page's Suspense skeleton) until it is. A failed load is
 * retried by the screen-load policy (lib/ui/screen-load.ts), then tried afresh by the next render.
 */
function load(): Promise<ReadRecordFilters> {
  loading ??= loadWithRetry(() => import("@/lib/contract/record-filters")).then(
    (m) => {
      loaded = m.readRecordFilters;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
if (typeof window !== "undefined") load().catch(() => {});

/** readRecordFilters (lenient reading of a page URL), suspending until the schema's chunk is there. */
export function useRecordFiltersReader(): ReadRecordFilters {
  return loaded ?? use(load());
}
