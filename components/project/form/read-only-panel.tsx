import Link from "next/link";
import { ErrorPanel } from "@/components/feedback/error-panel";
import { Button } from "@/components/ui/button";

/** What a viewer sees on a create/edit URL: the server would refuse the write (403) anyway. */
export function ReadOnlyPanel({ backHref }: { backHref: string }) {
  return (
    <ErrorPanel
      title="You can only view project records"
      message="Adding and editing project records needs the editor role. Ask a company admin to change your role."
      status={403}
      actions={
        <Button asChild variant="outline">
          <Link href={backHref}>Back</Link>
        </Button>
      }
    />
  );
}
