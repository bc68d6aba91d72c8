"use client";

import { LogOutIcon, UserIcon } from "lucide-react";
import type { Ref } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { UserDto } from "@/lib/client/session";
import { signOut } from "@/lib/client/sign-out";
import { displayName } from "@/lib/domain/person-name";
import { headerRoles } from "@/lib/ui/navigation";
import { UserAvatar, userTrigger } from "./header-triggers";

/** Name and up to two upper-cased roles (lib/ui/navigation.ts `headerRoles`). */
export function UserSummary({ user }: { user: UserDto }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar user={user} className="size-9" />
      <div className="grid min-w-0 gap-1">
        <span className="truncate font-medium text-sm" data-testid="user-name">
          {displayName(user.firstname, user.lastname, user.email)}
        </span>
        <span className="flex flex-wrap gap-1" data-testid="user-roles">
          {headerRoles(user.roles).map((role) => (
            <Badge
              key={role}
              variant="secondary"
              className="px-1.5 py-0 font-semibold text-[0.65rem] tracking-wide"
            >
              {role}
            </Badge>
          ))}
        </span>
      </div>
    </div>
  );
}

export function UserMenu({
  user,
  onMyAccount,
  triggerRef,
  defaultOpen,
}: {
  user: UserDto;
  onMyAccount: () => void;
  triggerRef?: Ref<HTMLButtonElement>;
  /** Its stand-in was clicked before it loaded. */
  defaultOpen?: boolean;
}) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button ref={triggerRef} {...userTrigger(user)} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <UserSummary user={user} />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onMyAccount}>
          <UserIcon aria-hidden="true" />
          My Account
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => signOut()}>
          <LogOutIcon aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
