import Link from "next/link";
import { ErrorPanel, notFoundMessage } from "@/components/feedback/error-panel";
import { Button } from "@/components/ui/button";

export default function NotFound() {
  return (
    <main className="px-4">
      <ErrorPanel
        status={404}
        message={notFoundMessage}
        actions={
          <Button asChild variant="outline">
            <Link href="/dashboard">Back to the dashboard</Link>
          </Button>
        }
      />
    </main>
  );
}
