"use client";

import { GeistMono } from "geist/font/mono";
import { GeistSans } from "geist/font/sans";
import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { globalErrorMessage, globalErrorTitle } from "@/components/feedback/fallback-texts";
import "./globals.css";

// Next puts this file's code in every page's first load, sign-in and the bidder portal included, so it holds
// only the document shell: the screen itself (the error panel, or the retry-then-reload flow for the app's code
// failing to load) is fetched when an error happens.
const GlobalErrorScreen = lazy(() =>
  import("@/components/feedback/global-error-screen").then((m) => ({ default: m.GlobalErrorScreen })),
);

/**
 * The screen's code may itself fail to load: the error is often that very thing (a deploy replaced the app's
 * chunks, the network went). Then this fallback, written inline with nothing to load, still tells the user
 * and offers the reload that brings the new version. Its error is not reported: the reporter would have to load.
 */
function InlineFallback() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <section
        role="alert"
        aria-labelledby="global-error-title"
        data-testid="error-panel"
        className="mx-auto my-8 grid w-full max-w-xl gap-1.5 rounded-xl border border-destructive/40 bg-card p-5 text-card-foreground shadow-sm sm:p-6"
      >
        <h2 id="global-error-title" className="font-semibold text-lg leading-tight">
          {globalErrorTitle}
        </h2>
        <p className="text-muted-foreground text-sm leading-relaxed">{globalErrorMessage}</p>
        <button
          type="button"
          className="mt-3 h-9 w-fit rounded-md bg-primary px-4 font-medium text-primary-foreground text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
      </section>
    </main>
  );
}

/** Shows InlineFallback when the screen's code cannot be loaded. */
class ScreenLoadFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <InlineFallback /> : this.props.children;
  }
}

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
  return (
    <html lang="en" className={`${GeistSans.variable} ${GeistMono.variable} ${dark ? "dark" : ""}`}>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <title>Something went wrong · Plinth</title>
        <ScreenLoadFailed>
          <Suspense fallback={null}>
            <GlobalErrorScreen error={error} retry={retry} />
          </Suspense>
        </ScreenLoadFailed>
      </body>
    </html>
  );
}
