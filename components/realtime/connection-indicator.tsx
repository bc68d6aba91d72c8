"use client";

import { useEffect, useState } from "react";
import { useRealtimeConnection } from "@/lib/client/realtime-context";
import { cn } from "@/lib/utils";

/** A normal connect or a quick reconnect should not flash the indicator. */
const showAfterMs = 1_500;

const labels = {
  connecting: "Connecting…",
  reconnecting: "Reconnecting…",
  closed: "Offline",
} as const;

/**
 * Shown in the header only while the realtime connection is not open: live updates are paused until it
 * returns, and then the page catches up by itself. Always in the DOM with its state, hidden when open.
 */
export function ConnectionIndicator({ className }: { className?: string }) {
  const { state, enabled } = useRealtimeConnection();
  const [delayed, setDelayed] = useState(false);
  const [wasOpen, setWasOpen] = useState(false);

  useEffect(() => {
    setDelayed(false);
    if (state === "open") {
      setWasOpen(true);
      return;
    }
    const timer = setTimeout(() => setDelayed(true), showAfterMs);
    return () => clearTimeout(timer);
  }, [state]);

  if (!enabled) return null;
  const label = state === "closed" ? labels.closed : wasOpen ? labels.reconnecting : labels.connecting;
  const visible = state !== "open" && delayed;
  return (
    <span
      role="status"
      data-testid="realtime-status"
      data-state={state}
      title={`${label} Live updates are paused; the page catches up when the connection returns.`}
      className={cn(
        // A round dot on phones (the label stays for screen readers), a labelled pill from sm up.
        "size-6 shrink-0 items-center justify-center gap-1.5 rounded-full border text-muted-foreground text-xs",
        "sm:size-auto sm:px-2 sm:py-0.5",
        visible ? "inline-flex" : "hidden",
        className,
      )}
    >
      <span
        aria-hidden
        className={cn(
          "size-2 shrink-0 rounded-full",
          state === "closed" ? "bg-destructive" : "animate-pulse bg-chart-4",
        )}
      />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </span>
  );
}
