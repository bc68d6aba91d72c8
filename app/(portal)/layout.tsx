import type { ReactNode } from "react";
import { Logo } from "@/components/brand/logo";

// The bidder portal: outside the signed-in layout, no account, no app header; phone first.
export default function PortalLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-12 max-w-3xl items-center justify-between px-4">
          <Logo className="text-lg" />
          <span className="text-muted-foreground text-xs">Bid portal</span>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl px-3 py-4 sm:px-4 sm:py-6">{children}</main>
    </div>
  );
}
