"use client";

import { useStillLoading } from "@/lib/client/data-cache";
import { stillLoadingText } from "@/lib/ui/data-cache";
import { cn } from "@/lib/utils";

/** After 3 s of loading (5 s on a slow connection), say that it is still loading; nothing before. */
export function StillLoadingNote({ className }: { className?: string }) {
  const still = useStillLoading();
  if (!still) return null;
  return (
    <p
      aria-live="polite"
      data-testid="still-loading"
      className={cn("text-muted-foreground text-sm", className)}
    >
      {stillLoadingText}
    </p>
  );
}
