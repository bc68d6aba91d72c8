"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { LogoMark } from "@/components/brand/logo";
import { ConnectionIndicator } from "@/components/realtime/connection-indicator";
import { useCompany, useSelf } from "@/lib/client/session";
import { useMediaQuery } from "@/lib/client/use-media-query";
import { aiAssistantVisible } from "@/lib/domain/ai-assistant";
import { navItems } from "@/lib/ui/navigation";
import { headerMenus as menus } from "./header-menus-loader";
import {
  mobileTrigger,
  StandInLinks,
  StandInTrigger,
  switcherTrigger,
  themeTrigger,
  userTrigger,
} from "./header-triggers";
import { MainNav } from "./main-nav";
import { UpdatesLink, useUnseenNews } from "./updates-link";

// The menus (Radix dropdowns, popover, sheet, tooltips) are not needed to paint the header: they load by
// dynamic import, started at hydration (components/layout/header-menus-loader.ts). Until they are there the
// header shows stand-in buttons (components/layout/header-triggers.tsx).

// The account forms (the form store, the contract's zod schemas) load when the dialog is first asked for,
// not with every page. It mounts already open, so its autofocus still lands in the first field.
const MyAccountDialog = dynamic(
  () => import("@/components/account/my-account-dialog").then((m) => m.MyAccountDialog),
  { ssr: false },
);

type HeaderProps = { helpUrl: string; lastSeenNewsTitle: string | null };

/** The top header of every signed-in page. */
export function Header({ helpUrl, lastSeenNewsTitle }: HeaderProps) {
  const user = useSelf();
  const company = useCompany();
  const [accountOpen, setAccountOpen] = useState(false);
  const [accountAsked, setAccountAsked] = useState(false);
  const openAccount = () => {
    setAccountAsked(true);
    setAccountOpen(true);
  };
  const userMenuRef = useRef<HTMLButtonElement>(null);
  const mobileMenuRef = useRef<HTMLButtonElement>(null);
  const unseenNews = useUnseenNews(lastSeenNewsTitle);
  const loaded = menus.useModule();
  // The loaded menus have mounted, open where a stand-in was clicked; later mounts start closed.
  useEffect(() => {
    if (loaded) menus.settle();
  }, [loaded]);
  const ask = (key: string) => () => menus.request(key);
  // The promo callout needs its anchor on screen; the phone sheet shows it as a card instead.
  const wide = useMediaQuery("(min-width: 1024px)");
  const showAiChat = aiAssistantVisible(user.is_zebeler, company.is_ai_assistant_enabled);
  const items = navItems({
    isMarketDataVisible: company.is_market_data_visible,
    isV2Estimate: company.is_v2_estimate,
    isStaff: user.is_zebeler,
  });

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-14 max-w-screen-2xl items-center gap-2 px-4 lg:gap-4">
        <Link
          // The logo opens the market page where the company has market data, the dashboard elsewhere.
          href={company.is_market_data_visible ? "/market" : "/dashboard"}
          aria-label="Plinth home"
          className="flex shrink-0 items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <LogoMark />
          <span className="hidden sm:inline">Plinth</span>
        </Link>
        <MainNav items={items} className="hidden lg:flex" />
        <div className="ml-auto flex min-w-0 items-center gap-1.5">
          <ConnectionIndicator />
          {company.logo_url && (
            // biome-ignore lint/performance/noImgElement: a customer's logo from any allowed host, any size.
            <img
              src={company.logo_url}
              alt=""
              data-testid="company-logo"
              className="h-6 w-auto max-w-24 shrink-0 object-contain sm:h-7"
            />
          )}
          {user.is_zebeler ? (
            loaded ? (
              <loaded.CompanySwitcher
                user={user}
                company={company}
                defaultOpen={menus.requested("switcher")}
              />
            ) : (
              <StandInTrigger
                plain
                popup="dialog"
                onOpen={ask("switcher")}
                {...switcherTrigger(user, company)}
              />
            )
          ) : (
            <span className="truncate px-1 text-muted-foreground text-sm" data-testid="company-name">
              {company.company_name}
            </span>
          )}
          <UpdatesLink unseen={unseenNews} />
          <div className="hidden items-center gap-1 lg:flex">
            {loaded ? (
              <loaded.HeaderLinks showAiChat={showAiChat} helpUrl={helpUrl} />
            ) : (
              <StandInLinks showAiChat={showAiChat} helpUrl={helpUrl} />
            )}
            {!loaded ? (
              <StandInTrigger popup="menu" onOpen={ask("theme")} {...themeTrigger()} />
            ) : wide ? (
              <loaded.DarkModePromo>
                <loaded.ThemeMenu defaultOpen={menus.requested("theme")} />
              </loaded.DarkModePromo>
            ) : (
              <loaded.ThemeMenu defaultOpen={menus.requested("theme")} />
            )}
            {loaded ? (
              <loaded.UserMenu
                user={user}
                triggerRef={userMenuRef}
                onMyAccount={openAccount}
                defaultOpen={menus.requested("user")}
              />
            ) : (
              <StandInTrigger popup="menu" onOpen={ask("user")} {...userTrigger(user)} />
            )}
          </div>
          {loaded ? (
            <loaded.MobileMenu
              className="lg:hidden"
              items={items}
              user={user}
              showAiChat={showAiChat}
              helpUrl={helpUrl}
              unseenNews={unseenNews}
              onMyAccount={openAccount}
              triggerRef={mobileMenuRef}
              defaultOpen={menus.requested("mobile")}
            />
          ) : (
            <StandInTrigger popup="dialog" onOpen={ask("mobile")} {...mobileTrigger("lg:hidden")} />
          )}
        </div>
      </div>
      {accountAsked && (
        <MyAccountDialog
          open={accountOpen}
          onOpenChange={setAccountOpen}
          returnFocusTo={wide ? userMenuRef : mobileMenuRef}
        />
      )}
    </header>
  );
}
