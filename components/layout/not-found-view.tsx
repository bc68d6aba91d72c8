"use client";

import { NotFoundPanel } from "@/components/feedback/not-found-panel";
import { SignedInShellClient, type SignedInShellProps } from "./signed-in-shell-client";

/**
 * The root not-found page's content (app/not-found.tsx, through ./not-found-screen.tsx): the 404 panel, under
 * the app's header and navigation for a signed-in visitor (`shell`), on its own for anyone else.
 */
export function NotFoundView({ shell }: { shell: Omit<SignedInShellProps, "children"> | null }) {
  const panel = <NotFoundPanel />;
  if (shell) return <SignedInShellClient {...shell}>{panel}</SignedInShellClient>;
  return <main className="px-4">{panel}</main>;
}
