import type { ReactNode } from "react";
import { SignedInShell } from "@/components/layout/signed-in-shell.server";
import { getPageScope } from "@/lib/server/page-scope";

// Every signed-in page: the session is checked again here (the proxy only redirects). No route-wide
// loading.tsx: a page that answers 404 (an unknown estimate, record or comparison) must decide it before
// anything streams, or the status is already 200; the list pages have their own loading states.
export default async function AppLayout({ children }: { children: ReactNode }) {
  return <SignedInShell scope={await getPageScope()}>{children}</SignedInShell>;
}
