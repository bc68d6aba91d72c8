import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { AppProviders } from "@/components/app-providers";
import { AppShell } from "@/components/layout/app-shell";
import { RealtimeProvider } from "@/components/realtime/realtime-provider";
import { ShellSubscriptions } from "@/components/realtime/shell-subscriptions";
import { lastSeenNewsCookie } from "@/lib/domain/news";
import { env } from "@/lib/env";
import { companyDto } from "@/lib/server/company/dto";
import { getPageScope } from "@/lib/server/page-scope";
import { realtimeClientConfig } from "@/lib/server/realtime";
import { userDto } from "@/lib/server/user/dto";

// Every signed-in page: the session is checked again here (the proxy only redirects).
export default async function AppLayout({ children }: { children: ReactNode }) {
  const scope = await getPageScope();
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
