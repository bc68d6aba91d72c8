"use client";

import { RotateCwIcon } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { reportClientError } from "@/lib/client/report-error";
import { isChunkLoadError } from "@/lib/ui/screen-load";
import { ChunkErrorRecovery } from "./chunk-error-recovery";
import { ErrorPanel } from "./error-panel";
import { globalErrorMessage, globalErrorTitle } from "./fallback-texts";

/**
 * What the top-level fallback (app/global-error.tsx) shows inside its own <body>: for the app's code failing to
 * load, the retry-then-reload flow; for anything else, the error panel with a reload button. It is loaded when
 * the error happens, so none of it weighs on a page's first load.
 */
export function GlobalErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (!chunk) reportClientError(error, { boundary: "global" });
  }, [error, chunk]);
  if (chunk) return <ChunkErrorRecovery error={error} retry={retry} />;
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <ErrorPanel
        title={globalErrorTitle}
        message={globalErrorMessage}
        actions={
          <Button onClick={() => window.location.reload()}>
            <RotateCwIcon aria-hidden="true" />
            Reload the page
          </Button>
        }
      />
    </main>
  );
}
