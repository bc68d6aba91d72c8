"use client";

import { CircleHelpIcon, LogOutIcon, MegaphoneIcon, SparklesIcon, UserIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { type Ref, useState } from "react";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import type { UserDto } from "@/lib/client/session";
import { signOut } from "@/lib/client/sign-out";
import type { NavItem } from "@/lib/ui/navigation";
import { cn } from "@/lib/utils";
import { DarkModePromoCard } from "./dark-mode-promo";
import { aiChatHref } from "./header-links";
import { mobileTrigger } from "./header-triggers";
import { MainNav } from "./main-nav";
import { ThemeToggleGroup } from "./theme-menu";
import { NewsDot } from "./updates-link";
import { UserSummary } from "./user-menu";

type MobileMenuProps = {
  items: NavItem[];
  user: UserDto;
  showAiChat: boolean;
  helpUrl: string;
  unseenNews: boolean;
  onMyAccount: () => void;
  triggerRef?: Ref<HTMLButtonElement>;
  className?: string;
  /** Its stand-in was clicked before it loaded. */
  defaultOpen?: boolean;
};

const rowClassName =
  "flex h-10 w-full items-center gap-3 rounded-md px-3 font-medium text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4 [&_svg]:text-muted-foreground";

/** Below the large breakpoint the navigation and every header menu live in this sheet. */
export function MobileMenu({
  items,
  user,
  showAiChat,
  helpUrl,
  unseenNews,
  onMyAccount,
  triggerRef,
  className,
  defaultOpen = false,
}: MobileMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const pathname = usePathname();
  // Following a link closes the sheet.
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button ref={triggerRef} {...mobileTrigger(className)} />
      </SheetTrigger>
      <SheetContent side="right" className="w-80 max-w-[85vw] gap-0 overflow-y-auto">
        <SheetHeader className="pb-2">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Navigation, theme and account</SheetDescription>
        </SheetHeader>
        <div className="grid gap-4 px-4 pb-6">
          <UserSummary user={user} />
          <MainNav items={items} orientation="vertical" />
          <Separator />
          <div className="grid gap-1">
            <Link href="/product" className={cn(rowClassName, "relative")}>
              <MegaphoneIcon aria-hidden="true" />
              Updates
              {unseenNews && <NewsDot className="top-2 left-6" />}
            </Link>
            {showAiChat && (
              <Link href={aiChatHref} className={rowClassName}>
                <SparklesIcon aria-hidden="true" />
                AI assistant
              </Link>
            )}
            <a href={helpUrl} target="_blank" rel="noopener noreferrer" className={rowClassName}>
              <CircleHelpIcon aria-hidden="true" />
              Help
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
          <Separator />
          <div className="grid gap-2">
            <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">Theme</p>
            <ThemeToggleGroup />
            <DarkModePromoCard />
          </div>
          <Separator />
          <div className="grid gap-1">
            <button
              type="button"
              className={rowClassName}
              onClick={() => {
                setOpen(false);
                onMyAccount();
              }}
            >
              <UserIcon aria-hidden="true" />
              My Account
            </button>
            <button type="button" className={rowClassName} onClick={() => signOut()}>
              <LogOutIcon aria-hidden="true" />
              Sign Out
            </button>
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}
