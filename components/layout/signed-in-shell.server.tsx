import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { AppProviders } from "@/components/app-providers";
import { AppShell } from "@/components/layout/app-shell";
import { RealtimeProvider } from "@/components/realtime/realtime-provider";
import { ShellSubscriptions } from "@/components/realtime/shell-subscriptions";
import { lastSeenNewsCookie } from "@/lib/domain/news";
import { env } from "@/lib/env";
import { companyDto } from "@/lib/server/company/dto";
import { realtimeClientConfig } from "@/lib/server/realtime";
import type { Scope } from "@/lib/server/scope";
import { userDto } from "@/lib/server/user/dto";

/**
 * The signed-in app around a page: header, navigation and realtime. Every signed-in page, and the
 * not-found page for a visitor who is signed in.
 */
export async function SignedInShell({ scope, children }: { scope: Scope; children: ReactNode }) {
  const lastSeenNewsTitle = (await cookies()).get(lastSeenNewsCookie)?.value ?? null;
  // The signed-in app renders inside the realtime provider (public connection values as props), so every page
  // can subscribe without waiting for its own connection.
  return (
    <AppProviders>
      <RealtimeProvider config={realtimeClientConfig()}>
        <ShellSubscriptions companyUid={scope.company.uid} userUid={scope.user.uid} />
        <AppShell
          user={userDto(scope.user)}
          company={companyDto(scope.company)}
          helpUrl={env().HELP_URL}
          mapsApiKey={env().GOOGLE_MAPS_API_KEY ?? null}
          lastSeenNewsTitle={lastSeenNewsTitle}
        >
          {children}
        </AppShell>
      </RealtimeProvider>
    </AppProviders>
  );
}
