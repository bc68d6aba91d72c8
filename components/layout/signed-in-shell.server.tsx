import "server-only";
import type { ReactNode } from "react";
import type { Scope } from "@/lib/server/scope";
import { shellProps } from "./shell-props.server";
import { SignedInShellClient } from "./signed-in-shell-client";

/**
 * The signed-in app around a page: header, navigation and realtime (./signed-in-shell-client.tsx). Every
 * signed-in page. (The not-found page for a visitor who is signed in loads the same shell by dynamic import:
 * ./not-found-screen.tsx.)
 */
export async function SignedInShell({ scope, children }: { scope: Scope; children: ReactNode }) {
  return <SignedInShellClient {...(await shellProps(scope))}>{children}</SignedInShellClient>;
}
