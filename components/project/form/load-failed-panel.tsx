import Link from "next/link";
import { ErrorPanel, notFoundMessage } from "@/components/feedback/error-panel";
import { Button } from "@/components/ui/button";
import { ApiClientError, errorMessage } from "@/lib/client/api";

/** What a record form shows when what it edits could not be loaded: 404 or the error, and the way back. */
export function LoadFailedPanel({ error, notFoundTitle }: { error: unknown; notFoundTitle: string }) {
  const notFound = error instanceof ApiClientError && error.status === 404;
  return (
    <ErrorPanel
      status={notFound ? 404 : undefined}
      title={notFound ? notFoundTitle : undefined}
      message={notFound ? notFoundMessage : errorMessage(error)}
      actions={
        <Button asChild variant="outline">
          <Link href="/project">Back to the project database</Link>
        </Button>
      }
    />
  );
}
