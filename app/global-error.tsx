"use client";

import { GeistMono } from "geist/font/mono";
import { GeistSans } from "geist/font/sans";
import { RotateCwIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { ChunkErrorRecovery } from "@/components/feedback/chunk-error-recovery";
import { ErrorPanel } from "@/components/feedback/error-panel";
import { globalErrorMessage, globalErrorTitle } from "@/components/feedback/fallback-texts";
import { Button } from "@/components/ui/button";
import { reportClientError } from "@/lib/client/report-error";
import { isChunkLoadError } from "@/lib/ui/screen-load";
import "./globals.css";

/** The theme the app would use (next-themes keeps it in localStorage "theme"); global-error has no provider. */
function useStoredThemeIsDark() {
  const [dark, setDark] = useState(false);
  useEffect(() => {
    const stored = window.localStorage.getItem("theme");
    const system = window.matchMedia("(prefers-color-scheme: dark)").matches;
    setDark(stored === "dark" || (stored === "system" && system));
  }, []);
  return dark;
}

// The top-level fallback: replaces the root layout when even it fails.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const dark = useStoredThemeIsDark();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (!chunk) reportClientError(error, { boundary: "global" });
  }, [error, chunk]);
  return (
    <html lang="en" className={`${GeistSans.variable} ${GeistMono.variable} ${dark ? "dark" : ""}`}>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <title>Something went wrong · Plinth</title>
        {chunk ? (
          <ChunkErrorRecovery error={error} retry={retry} />
        ) : (
          <main className="flex min-h-dvh items-center justify-center p-4">
            <ErrorPanel
              title={globalErrorTitle}
              message={globalErrorMessage}
              actions={
                <Button onClick={() => window.location.reload()}>
                  <RotateCwIcon aria-hidden="true" />
                  Reload the page
                </Button>
              }
            />
          </main>
        )}
      </body>
    </html>
  );
}
