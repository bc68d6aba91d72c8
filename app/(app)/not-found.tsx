import Link from "next/link";
import { ErrorPanel, notFoundMessage } from "@/components/feedback/error-panel";
import { Button } from "@/components/ui/button";

// notFound() inside a signed-in page: the 404 panel under the header.
export default function AppNotFound() {
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
