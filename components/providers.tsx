"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ThemeProvider } from "next-themes";
import { type ReactNode, useState } from "react";
import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";

// Data cache defaults of spec §9: dedupe 2 s, focus throttle 5 s, error retry after 5 s.
function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 2_000, retry: 1, retryDelay: 5_000, refetchOnWindowFocus: true },
    },
  });
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
