import type { ReactNode } from "react";
import { Logo } from "@/components/brand/logo";

// Sign-in and account set-up: outside the signed-in layout, no header.
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-muted/40 px-4 py-10">
      <Logo className="text-2xl" />
      <div className="w-full max-w-sm">{children}</div>
      <p className="text-muted-foreground text-xs">Cost data you can stand on.</p>
    </main>
  );
}
