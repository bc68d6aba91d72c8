"use client";

import dynamic from "next/dynamic";
import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";

// Toasts only follow an action, so the toast viewport (Radix Toast) loads after the page has hydrated; a toast
// raised before that waits in lib/client/use-toast.ts's store and shows once the viewport mounts.
const Toaster = dynamic(() => import("@/components/ui/toaster").then((m) => m.Toaster), { ssr: false });

/**
 * Every page, sign-in included. `nonce`: the page's Content-Security-Policy nonce, for next-themes' inline
 * script (set before paint). The data cache and tooltips are for signed-in pages (components/app-providers.tsx).
 */
export function Providers({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    <ThemeProvider
      attribute="class"
      defaultTheme="light"
      enableSystem
      disableTransitionOnChange
      nonce={nonce}
    >
      {children}
      <Toaster />
    </ThemeProvider>
  );
}
