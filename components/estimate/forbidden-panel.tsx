import Link from "next/link";
import { ErrorPanel } from "@/components/feedback/error-panel";
import { Button } from "@/components/ui/button";

/** A viewer on a create URL: the server would refuse the write (403) anyway, so say why up front. */
export function EstimateForbiddenPanel({ action }: { action: string }) {
  return (
    <ErrorPanel
      title="You can only view estimates"
      message={`${action} needs the editor role. Ask a company admin to change your role.`}
      status={403}
      actions={
        <Button asChild variant="outline">
          <Link href="/estimate">Back to the estimates</Link>
        </Button>
      }
    />
  );
}
