"use client";

import { RotateCwIcon } from "lucide-react";
import { useEffect } from "react";
import { ChunkErrorRecovery } from "@/components/feedback/chunk-error-recovery";
import { ErrorPanel } from "@/components/feedback/error-panel";
import { pageErrorMessage, pageErrorTitle } from "@/components/feedback/fallback-texts";
import { Button } from "@/components/ui/button";
import { reportClientError } from "@/lib/client/report-error";
import { isChunkLoadError } from "@/lib/ui/screen-load";

// The page-content fallback: the header stays, the page's content is replaced.
export default function AppError({ error, retry }: { error: unknown; retry: () => void }) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (!chunk) reportClientError(error, { boundary: "page" });
  }, [error, chunk]);
  if (chunk) return <ChunkErrorRecovery error={error} retry={retry} />;
  return (
    <ErrorPanel
      title={pageErrorTitle}
      message={pageErrorMessage}
      actions={
        <Button variant="outline" onClick={() => retry()}>
          <RotateCwIcon aria-hidden="true" />
          Try again
        </Button>
      }
    />
  );
}
