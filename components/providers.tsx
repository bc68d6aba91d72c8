"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ThemeProvider } from "next-themes";
import { type ReactNode, useState } from "react";
import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { queryClientDefaults } from "@/lib/client/data-cache";

// Data cache defaults (lib/ui/data-cache.ts): dedupe 2 s, focus refetch at most once per
// 5 s per query, error retry after 5 s (10 s on a slow connection).
function makeQueryClient() {
  return new QueryClient({ defaultOptions: queryClientDefaults() });
}

/** `nonce`: the page's Content-Security-Policy nonce, for next-themes' inline script (set before paint). */
export function Providers({ children, nonce }: { children: ReactNode; nonce?: string }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <ThemeProvider
      attribute="class"
      defaultTheme="light"
      enableSystem
      disableTransitionOnChange
      nonce={nonce}
    >
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
