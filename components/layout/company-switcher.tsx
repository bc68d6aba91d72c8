"use client";

import { useState } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { broadcastCompanySwitch, storeActiveCompanyUid } from "@/lib/client/active-company";
import type { CompanyDto, UserDto } from "@/lib/client/session";
import { CompanyPicker } from "./company-picker";
import { switcherTrigger } from "./header-triggers";

/**
 * Staff only: choose the company to act for. The choice goes to localStorage and the
 * cookie, every other tab is told, and this tab reloads on /dashboard for the new company.
 */
export function CompanySwitcher({
  user,
  company,
  defaultOpen = false,
}: {
  user: UserDto;
  company: CompanyDto;
  /** Its stand-in was clicked before it loaded. */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);

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
      <PopoverTrigger {...switcherTrigger(user, company)} />
      <PopoverContent align="end" className="w-72 p-0">
        <CompanyPicker activeUid={company.uid} ownUid={user.company} onSelect={choose} />
      </PopoverContent>
    </Popover>
  );
}
