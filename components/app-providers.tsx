"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { TooltipProvider } from "@/components/ui/tooltip";
import { queryClientDefaults } from "@/lib/client/data-cache";

// Data cache defaults (lib/client/data-cache.ts): dedupe 2 s, focus refetch at most once per
// 5 s per query, error retry after 5 s (10 s on a slow connection).
function makeQueryClient() {
  return new QueryClient({ defaultOptions: queryClientDefaults() });
}

/**
 * The signed-in app's providers (app/(app)/layout.tsx): the TanStack data cache and the shared tooltip timer.
 * Sign-in pages use neither, so they stay out of those pages' first load.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>{children}</TooltipProvider>
    </QueryClientProvider>
  );
}
