import "server-only";
import { cookies } from "next/headers";
import { lastSeenNewsCookie } from "@/lib/domain/news";
import { env } from "@/lib/env";
import { companyDto } from "@/lib/server/company/dto";
import { realtimeClientConfig } from "@/lib/server/realtime";
import type { Scope } from "@/lib/server/scope";
import { userDto } from "@/lib/server/user/dto";
import type { SignedInShellProps } from "./signed-in-shell-client";

/** What the signed-in shell (./signed-in-shell-client.tsx) is given by the server, for the visitor in `scope`. */
export async function shellProps(scope: Scope): Promise<Omit<SignedInShellProps, "children">> {
  return {
    // The public connection values for the realtime provider.
    realtime: realtimeClientConfig(),
    user: userDto(scope.user),
    company: companyDto(scope.company),
    helpUrl: env().HELP_URL,
    mapsApiKey: env().GOOGLE_MAPS_API_KEY ?? null,
    lastSeenNewsTitle: (await cookies()).get(lastSeenNewsCookie)?.value ?? null,
  };
}
