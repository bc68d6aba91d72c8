"use client";

import { type ReactNode, useEffect, useState } from "react";
import {
  ACTIVE_COMPANY_KEY,
  onCompanySwitch,
  readActiveCompanyUid,
  storeActiveCompanyUid,
} from "@/lib/client/active-company";
import { readCookie } from "@/lib/client/cookies";
import { type CompanyDto, SessionSeedContext, type UserDto } from "@/lib/client/session";
import { MapsGate, SessionGates } from "./gates";
import { Header } from "./header";

type AppShellProps = {
  user: UserDto;
  company: CompanyDto;
  /** Where the help link points (HELP_URL). */
  helpUrl: string;
  mapsApiKey: string | null;
  /** The last-seen news title cookie as the server read it, for a first paint without a flicker. */
  lastSeenNewsTitle: string | null;
  children: ReactNode;
};

/**
 * The server resolved the page's company from the cookie; make localStorage (which feeds the
 * `company-uid` header) agree before any query runs, so client calls ask for the company on screen.
 * A non-staff user's leftover choice is cleared here rather than refused.
 */
function alignActiveCompany(user: UserDto, company: CompanyDto) {
  if (typeof window === "undefined") return;
  const wanted = company.uid === user.company ? null : company.uid;
  if (readActiveCompanyUid() !== wanted || readCookie(ACTIVE_COMPANY_KEY) !== wanted) {
    storeActiveCompanyUid(wanted);
  }
}

export function AppShell({ user, company, helpUrl, mapsApiKey, lastSeenNewsTitle, children }: AppShellProps) {
  const [seed] = useState(() => {
    alignActiveCompany(user, company);
    return { user, company, seededAt: Date.now() };
  });

  // A company switch in any tab sends every open tab to /dashboard. A full load, so
  // server-rendered pages, caches and realtime subscriptions all start again for the new company.
  useEffect(() => onCompanySwitch(() => window.location.assign("/dashboard")), []);

  return (
    <SessionSeedContext.Provider value={seed}>
      <SessionGates>
        <MapsGate apiKey={mapsApiKey}>
          <div className="flex min-h-dvh flex-col">
            {/* The first Tab stop: past the header straight to the page (hidden until focused). */}
            <a
              href="#main"
              className="sr-only z-50 rounded-md bg-background px-3 py-2 font-medium text-sm shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-none focus:ring-2 focus:ring-ring"
            >
              Skip to main content
            </a>
            <Header helpUrl={helpUrl} lastSeenNewsTitle={lastSeenNewsTitle} />
            <main
              id="main"
              tabIndex={-1}
              className="mx-auto w-full max-w-screen-2xl flex-1 px-4 py-6 outline-none"
            >
              {children}
            </main>
          </div>
        </MapsGate>
      </SessionGates>
    </SessionSeedContext.Provider>
  );
}
