"use client";

import { RefreshCwIcon, TriangleAlertIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { reportClientError } from "@/lib/client/report-error";
import {
  countdownLeft,
  isRetryReload,
  RELOAD_COUNTDOWN_SECONDS,
  reloadUrl,
  screenLoadTexts,
} from "@/lib/ui/screen-load";

/**
 * What a screen whose code could not be loaded turns into: a 3-second countdown, then a
 * reload with ?retry=1; on the reloaded page a second failure shows 'An error occurred loading the app'.
 * It covers the viewport, wherever it is rendered (a page, a dialog, the top-level fallback).
 */
export function AppUpdateScreen({ error }: { error?: unknown }) {
  const [mode, setMode] = useState<"pending" | "reload" | "failed">("pending");
  const [left, setLeft] = useState(RELOAD_COUNTDOWN_SECONDS);

  useEffect(() => {
    if (isRetryReload(window.location.search)) {
      setMode("failed");
      reportClientError(error ?? new Error(screenLoadTexts.failed), { kind: "screen-load" });
      return;
    }
    setMode("reload");
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = countdownLeft(Date.now() - started);
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        window.location.replace(reloadUrl(window.location.href));
      }
    }, 200);
    return () => clearInterval(timer);
  }, [error]);

  return (
    <div
      className="fixed inset-0 z-[70] flex items-center justify-center bg-background p-6 text-foreground"
      data-testid="app-update-screen"
      data-mode={mode}
    >
      {mode === "failed" ? (
        <div role="alert" className="flex max-w-sm flex-col items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <TriangleAlertIcon aria-hidden="true" className="size-6" />
          </span>
          <h2 className="font-semibold text-lg">{screenLoadTexts.failed}</h2>
          <p className="text-muted-foreground text-sm">
            Check your connection and reload the page. If it keeps happening, please contact support.
          </p>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCwIcon aria-hidden="true" />
            Reload
          </Button>
        </div>
      ) : (
        <div
          role="status"
          aria-live="polite"
          className="flex max-w-sm flex-col items-center gap-3 text-center"
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <RefreshCwIcon
              aria-hidden="true"
              className="size-6 animate-spin [animation-duration:2s] motion-reduce:animate-none"
            />
          </span>
          <h2 className="font-semibold text-lg">{screenLoadTexts.newVersionTitle}</h2>
          <p className="text-muted-foreground text-sm">{screenLoadTexts.reloading}</p>
          <p className="font-semibold text-3xl tabular-nums">
            <span aria-hidden="true">{left}</span>
            <span className="sr-only">Reloading in {left} seconds</span>
          </p>
        </div>
      )}
    </div>
  );
}
