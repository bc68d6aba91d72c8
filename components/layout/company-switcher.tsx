"use client";

import { ChevronsUpDownIcon } from "lucide-react";
import { useState } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { broadcastCompanySwitch, storeActiveCompanyUid } from "@/lib/client/active-company";
import type { CompanyDto, UserDto } from "@/lib/client/session";
import { cn } from "@/lib/utils";
import { CompanyPicker } from "./company-picker";

/**
 * Staff only: choose the company to act for. The choice goes to localStorage and the
 * cookie, every other tab is told, and this tab reloads on /dashboard for the new company.
 */
export function CompanySwitcher({ user, company }: { user: UserDto; company: CompanyDto }) {
  const [open, setOpen] = useState(false);
  const acting = company.uid !== user.company;

  function choose(uid: string) {
    setOpen(false);
    if (uid === company.uid) return;
    const next = uid === user.company ? null : uid;
    storeActiveCompanyUid(next);
    broadcastCompanySwitch(next);
    window.location.assign("/dashboard");
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={`${acting ? "Acting as" : "Company"}: ${company.company_name}. Switch company`}
        data-testid="company-switcher"
        data-acting={acting || undefined}
        className={cn(
          "inline-flex h-9 min-w-0 max-w-56 items-center gap-2 rounded-md border px-2.5 text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
          acting &&
            "border-amber-500 bg-amber-50 ring-2 ring-amber-500/60 hover:bg-amber-100 dark:border-amber-400 dark:bg-amber-950/50 dark:ring-amber-400/50 dark:hover:bg-amber-900/50",
        )}
      >
        {acting && (
          // Between the large and extra-large breakpoints the nav needs the room; the amber ring stays.
          <span className="shrink-0 font-semibold text-[0.65rem] text-amber-800 uppercase tracking-wide lg:max-xl:hidden dark:text-amber-300">
            Acting as
          </span>
        )}
        <span className="min-w-12 truncate font-medium" data-testid="company-name">
          {company.company_name}
        </span>
        <ChevronsUpDownIcon aria-hidden="true" className="size-4 shrink-0 opacity-60" />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-72 p-0">
        <CompanyPicker activeUid={company.uid} ownUid={user.company} onSelect={choose} />
      </PopoverContent>
    </Popover>
  );
}
