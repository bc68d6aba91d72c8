"use client";

import { useEffect, useState } from "react";
import { afterLoadFailure, failedAttemptsAt } from "@/lib/ui/screen-load";
import { AppUpdateScreen } from "./app-update-screen";
import { PageLoader } from "./page-loader";

// When the boundary last retried a chunk error; module state survives the boundary's remounts.
let lastChunkRetryAt: number | null = null;

/**
 * Next's ChunkLoadError reaching an error fallback goes through the screen-load flow (lib/ui/screen-load.ts):
 * the boundary retries once after 1 s; a failure again soon after becomes the reload screen.
 */
export function ChunkErrorRecovery({ error, retry }: { error: unknown; retry: () => void }) {
  const [reload, setReload] = useState(false);
  useEffect(() => {
    const now = Date.now();
    const step = afterLoadFailure(failedAttemptsAt(lastChunkRetryAt, now), window.location.search);
    if (step.kind !== "retry") {
      setReload(true);
      return;
    }
    const timer = setTimeout(() => {
      lastChunkRetryAt = Date.now();
      retry();
    }, step.delayMs);
    return () => clearTimeout(timer);
  }, [retry]);
  return reload ? <AppUpdateScreen error={error} /> : <PageLoader label="Loading the app" fullScreen />;
}
