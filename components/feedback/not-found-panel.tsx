import Link from "next/link";
import { Button } from "@/components/ui/button";
import { ErrorPanel, notFoundMessage } from "./error-panel";

/** The 404 panel with its way back: a signed-in page's notFound() and the root not-found page both show it. */
export function NotFoundPanel() {
  return (
    <ErrorPanel
      status={404}
      message={notFoundMessage}
      actions={
        <Button asChild variant="outline">
          <Link href="/dashboard">Back to the dashboard</Link>
        </Button>
      }
    />
  );
}
