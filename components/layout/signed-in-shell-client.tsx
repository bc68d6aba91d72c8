"use client";

import type { ReactNode } from "react";
import { AppProviders } from "@/components/app-providers";
import { RealtimeProvider } from "@/components/realtime/realtime-provider";
import { ShellSubscriptions } from "@/components/realtime/shell-subscriptions";
import type { CompanyDto, UserDto } from "@/lib/client/session";
import type { RealtimeClientConfig } from "@/lib/domain/realtime-connection";
import { AppShell } from "./app-shell";

export type SignedInShellProps = {
  realtime: RealtimeClientConfig | null;
  user: UserDto;
  company: CompanyDto;
  helpUrl: string;
  mapsApiKey: string | null;
  lastSeenNewsTitle: string | null;
  children: ReactNode;
};

/**
 * The signed-in app around a page: the data cache, the realtime provider (every page renders inside it, so a
 * page can subscribe without waiting for its own connection), the shell's subscriptions, header and navigation.
 */
export function SignedInShellClient({ realtime, user, company, children, ...shell }: SignedInShellProps) {
  return (
    <AppProviders>
      <RealtimeProvider config={realtime}>
        <ShellSubscriptions companyUid={company.uid} userUid={user.uid} />
        <AppShell user={user} company={company} {...shell}>
          {children}
        </AppShell>
      </RealtimeProvider>
    </AppProviders>
  );
}
