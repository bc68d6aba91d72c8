import { GeistMono } from "geist/font/mono";
import { GeistSans } from "geist/font/sans";
import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { SentryDsnMeta } from "@/components/feedback/sentry-dsn-meta.server";
import { Providers } from "@/components/providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Plinth", template: "%s · Plinth" },
  description: "Construction cost estimating and project cost database",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

// Reading the request makes every page render per request: the nonce of proxy.ts's Content-Security-Policy
// must reach Next's scripts and the theme script, so no page may be served from a build-time prerender.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="en" suppressHydrationWarning className={`${GeistSans.variable} ${GeistMono.variable}`}>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <SentryDsnMeta />
        <Providers nonce={nonce}>{children}</Providers>
      </body>
    </html>
  );
}
