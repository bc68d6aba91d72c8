import Link from "next/link";
import { ErrorPanel, notFoundMessage } from "@/components/feedback/error-panel";
import { SignedInShell } from "@/components/layout/signed-in-shell.server";
import { Button } from "@/components/ui/button";
import { signedInScope } from "@/lib/server/page-scope";

// An address no page matches: under the app's header and navigation for a signed-in visitor, on its own
// for anyone else.
export default async function NotFound() {
  const panel = (
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
  const scope = await signedInScope();
  if (scope) return <SignedInShell scope={scope}>{panel}</SignedInShell>;
  return <main className="px-4">{panel}</main>;
}
