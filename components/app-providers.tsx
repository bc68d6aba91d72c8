"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { LeaveDialog } from "@/components/shared/leave-dialog";
import { queryClientDefaults } from "@/lib/client/data-cache";
// Starts the header menus' download at hydration (the header renders only once the realtime client exists).
import "@/components/layout/header-menus-loader";

// Data cache defaults (lib/client/data-cache.ts): dedupe 2 s, focus refetch at most once per
// 5 s per query, error retry after 5 s (10 s on a slow connection).
function makeQueryClient() {
  return new QueryClient({ defaultOptions: queryClientDefaults() });
}

/**
 * The signed-in app's providers (app/(app)/layout.tsx): the TanStack data cache, and the dialog asking before
 * a link leaves a form with unsaved changes (components/shared/leave-dialog.tsx). Sign-in pages do not use it,
 * so it stays out of those pages' first load. (The header's tooltips share their own timer:
 * components/layout/header-links.tsx.)
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LeaveDialog />
    </QueryClientProvider>
  );
}
