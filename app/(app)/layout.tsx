import { headers } from "next/headers";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { SignedInShell } from "@/components/layout/signed-in-shell.server";
import { pageExists } from "@/lib/server/page-exists";
import { getPageScope } from "@/lib/server/page-scope";

// Every signed-in page: the session is checked again here (the proxy only redirects). A page about an
// unknown or foreign estimate, record or comparison (or a feature the company lacks) is refused here, before
// the realtime provider's loader starts the response: then the not-found page answers HTTP 404, not 200.
// Pages that may answer 404 have no loading.tsx above them, for the same reason.
export default async function AppLayout({ children }: { children: ReactNode }) {
  const scope = await getPageScope();
  const pathname = (await headers()).get("x-pathname");
  if (pathname && !(await pageExists(scope, pathname))) notFound();
  return <SignedInShell scope={scope}>{children}</SignedInShell>;
}
