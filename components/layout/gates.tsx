"use client";

import { type ReactNode, useEffect, useState } from "react";
import { StillLoadingNote } from "@/components/feedback/still-loading-note";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError } from "@/lib/client/api";
import { loadGoogleMaps } from "@/lib/client/google-maps";
import { useCompanyQuery, useSelfQuery } from "@/lib/client/session";
import { signOut } from "@/lib/client/sign-out";
import { type MapsStatus, MapsStatusContext } from "@/lib/client/use-maps-status";

export const userErrorMessage = "An error occurred loading user. Try logging out and logging back in.";
export const companyErrorMessage = "An error occurred loading company. Try logging out and logging back in.";

export function FullPageLoader({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3" data-testid="app-loader">
      <Spinner className="size-6 text-muted-foreground" label={label} />
      <StillLoadingNote />
    </div>
  );
}

function GateError({ title, message }: { title: string; message: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center p-4">
      <Alert variant="destructive" className="max-w-md">
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>
          <p>{message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => signOut()}>
            Sign Out
          </Button>
        </AlertDescription>
      </Alert>
    </div>
  );
}

/**
 * A failed refetch keeps the cached data; only a missing or refused session (or no data at all)
 * replaces the app with the panel, so a network blip does not blank the screen.
 */
function failed(query: { isError: boolean; error: unknown; data: unknown }) {
  if (!query.isError) return false;
  if (query.data === undefined) return true;
  return query.error instanceof ApiClientError && [401, 403, 404].includes(query.error.status);
}

/** Loader while loading, error panel on failure, otherwise content — the user first, then the company. */
export function SessionGates({ children }: { children: ReactNode }) {
  const user = useSelfQuery();
  const company = useCompanyQuery();
  if (user.isPending) return <FullPageLoader label="Loading user" />;
  if (failed(user)) return <GateError title="Could not load your account" message={userErrorMessage} />;
  if (company.isPending) return <FullPageLoader label="Loading company" />;
  if (failed(company)) return <GateError title="Could not load your company" message={companyErrorMessage} />;
  return children;
}

/**
 * With a Google Maps key the places script must be there before the app shows (address fields complete from
 * it); it is tried four times in all. If it never loads the app still opens and map views fall back to the
 * offline map.
 */
export function MapsGate({ apiKey, children }: { apiKey: string | null; children: ReactNode }) {
  const [status, setStatus] = useState<MapsStatus | "loading">(apiKey ? "loading" : "none");
  useEffect(() => {
    if (!apiKey) return;
    let live = true;
    loadGoogleMaps(apiKey).then(
      () => live && setStatus("loaded"),
      (error) => {
        console.warn("Google Maps did not load; using the offline map.", error);
        if (live) setStatus("unavailable");
      },
    );
    return () => {
      live = false;
    };
  }, [apiKey]);
  if (status === "loading") return <FullPageLoader label="Loading maps" />;
  return <MapsStatusContext.Provider value={status}>{children}</MapsStatusContext.Provider>;
}
