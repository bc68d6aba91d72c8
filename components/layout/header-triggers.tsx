"use client";

import { ChevronsUpDownIcon, CircleHelpIcon, MenuIcon, MoonIcon, SparklesIcon, SunIcon } from "lucide-react";
import Link from "next/link";
import { type ComponentProps, type KeyboardEvent, useLayoutEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import type { CompanyDto, UserDto } from "@/lib/client/session";
import { initials } from "@/lib/domain/person-name";
import { cn } from "@/lib/utils";

// The header's menu buttons. The menus themselves (Radix dropdowns, popover, sheet, tooltips) load after the
// page's first script (components/layout/header-menus.tsx); until then each button renders here as a
// stand-in that looks and reads the same, and a click on it opens its menu as soon as the menu has loaded.

/** The user's initials in a circle (the markup a Radix Avatar with only its fallback renders, without its code). */
export function UserAvatar({ user, className }: { user: UserDto; className?: string }) {
  return (
    <span
      data-slot="avatar"
      className={cn("relative flex size-8 shrink-0 overflow-hidden rounded-full", "size-8", className)}
    >
      <span
        data-slot="avatar-fallback"
        className="flex size-full select-none items-center justify-center rounded-full bg-primary/15 font-semibold text-foreground text-xs uppercase"
      >
        {initials(user.firstname, user.lastname, user.email)}
      </span>
    </span>
  );
}

type TriggerProps = ComponentProps<typeof Button>;

export function themeTrigger(): TriggerProps {
  return {
    variant: "ghost",
    size: "icon",
    "aria-label": "Theme",
    "data-testid": "theme-menu",
    children: (
      <>
        <SunIcon aria-hidden="true" className="dark:hidden" />
        <MoonIcon aria-hidden="true" className="hidden dark:block" />
      </>
    ),
  } as TriggerProps;
}

export function userTrigger(user: UserDto): TriggerProps {
  return {
    variant: "ghost",
    size: "icon",
    className: "rounded-full",
    // The name includes the initials the button shows (WCAG 2.5.3, label in name).
    "aria-label": `User menu (${initials(user.firstname, user.lastname, user.email)})`,
    "data-testid": "user-menu",
    children: <UserAvatar user={user} />,
  } as TriggerProps;
}

export function mobileTrigger(className?: string): TriggerProps {
  return {
    variant: "ghost",
    size: "icon",
    "aria-label": "Open menu",
    className,
    children: <MenuIcon aria-hidden="true" />,
  };
}

/** The staff company switcher's button (a plain button: it is not a Button variant). */
export function switcherTrigger(user: UserDto, company: CompanyDto): ComponentProps<"button"> {
  const acting = company.uid !== user.company;
  return {
    "aria-label": `${acting ? "Acting as" : "Company"}: ${company.company_name}. Switch company`,
    "data-testid": "company-switcher",
    "data-acting": acting || undefined,
    className: cn(
      "inline-flex h-9 min-w-0 max-w-56 items-center gap-2 rounded-md border px-2.5 text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
      acting &&
        "border-amber-500 bg-amber-50 ring-2 ring-amber-500/60 hover:bg-amber-100 dark:border-amber-400 dark:bg-amber-950/50 dark:ring-amber-400/50 dark:hover:bg-amber-900/50",
    ),
    children: (
      <>
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
      </>
    ),
  } as ComponentProps<"button">;
}

/**
 * A stand-in's ref: when the loaded control replaces it while it has focus, focus moves to the new one (the
 * element with the same label in the header), so a keyboard user does not lose their place.
 */
function useCarriedFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    return () => {
      if (!node || document.activeElement !== node) return;
      const label = node.getAttribute("aria-label") ?? "";
      queueMicrotask(() => {
        for (const element of document.querySelectorAll<HTMLElement>("header a, header button")) {
          if (element.getAttribute("aria-label") === label) return element.focus();
        }
      });
    };
  }, []);
  return ref;
}

type StandInProps = {
  /** What the real trigger opens: a menu (dropdown) or a dialog (popover, sheet). */
  popup: "menu" | "dialog";
  /** Asks for the real menu, opened. */
  onOpen: () => void;
  /** A plain <button> (the switcher) rather than a Button. */
  plain?: boolean;
} & TriggerProps;

/**
 * The button before its menu has loaded, with the closed trigger's ARIA state. When the real trigger
 * replaces it while it has focus, focus moves to the real one (same label, same place in the header).
 */
export function StandInTrigger({ popup, onOpen, plain, ...props }: StandInProps) {
  const ref = useCarriedFocus<HTMLButtonElement>();
  const standIn = {
    ...props,
    ref,
    type: "button" as const,
    "aria-haspopup": popup,
    "aria-expanded": false,
    "data-state": "closed",
    onClick: onOpen,
    onKeyDown: (event: KeyboardEvent) => {
      if (popup === "menu" && event.key === "ArrowDown") {
        event.preventDefault();
        onOpen();
      }
    },
  };
  if (plain) {
    const { variant: _variant, size: _size, asChild: _asChild, ...button } = standIn;
    return <button {...button} />;
  }
  return <Button {...standIn} />;
}

export const aiChatHref = "/ai-conversation/add";

/** The AI assistant's icon link (its tooltip comes with components/layout/header-links.tsx). */
export function AiChatAnchor(props: ComponentProps<"a">) {
  return (
    <Button asChild variant="ghost" size="icon">
      <Link href={aiChatHref} aria-label="AI assistant" data-testid="ai-chat-link" {...props}>
        <SparklesIcon aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** The help icon link, to HELP_URL in a new tab. */
export function HelpAnchor({ href, ...props }: { href: string } & ComponentProps<"a">) {
  return (
    <Button asChild variant="ghost" size="icon">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Help (opens in a new tab)"
        {...props}
      >
        <CircleHelpIcon aria-hidden="true" />
      </a>
    </Button>
  );
}

/** The two icon links before their tooltips have loaded. */
export function StandInLinks({ showAiChat, helpUrl }: { showAiChat: boolean; helpUrl: string }) {
  const aiRef = useCarriedFocus<HTMLAnchorElement>();
  const helpRef = useCarriedFocus<HTMLAnchorElement>();
  return (
    <>
      {showAiChat && <AiChatAnchor ref={aiRef} />}
      <HelpAnchor href={helpUrl} ref={helpRef} />
    </>
  );
}
