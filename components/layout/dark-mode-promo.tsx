"use client";

import { MoonIcon, XIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useDarkModePromo } from "@/lib/client/use-dark-mode-promo";

const title = "Dark mode is here";
const text = "Easier on the eyes for long estimating sessions. Switch any time from the theme menu.";

/**
 * The one-time promo as a small pill in the header, just left of the theme menu (its child): it sits in the
 * header bar, so it never covers a page's own toolbar, and it adds no Tab stop of its own beyond its two
 * buttons, which come after the page's skip link. Shown wherever the header's theme button is (1024 px and
 * up; narrower, it is a card in the menu sheet beside the theme choice); from 1024 to 1279 px, where the
 * header is tight, without its moon. Closing it, either way, remembers the choice.
 */
export function DarkModePromo({ children }: { children: ReactNode }) {
  const promo = useDarkModePromo();
  return (
    <span className="inline-flex items-center gap-1">
      {promo.visible ? (
        <section
          aria-label={title}
          title={text}
          data-testid="dark-mode-promo"
          className="flex h-8 shrink-0 items-center gap-1 whitespace-nowrap rounded-full border bg-popover py-0.5 pr-0.5 pl-0.5 text-popover-foreground text-xs shadow-sm xl:pl-2.5"
        >
          <MoonIcon aria-hidden="true" className="hidden size-3.5 text-amber-500 xl:block" />
          <span className="sr-only">{title}</span>
          <Button size="sm" className="h-6 rounded-full px-2.5 text-xs" onClick={promo.tryDarkMode}>
            Try Dark Mode
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-6 rounded-full"
            aria-label="Dismiss"
            onClick={promo.dismiss}
          >
            <XIcon aria-hidden="true" className="size-3.5" />
          </Button>
        </section>
      ) : null}
      {children}
    </span>
  );
}

/** The same promo as a card, inside the phone menu sheet. */
export function DarkModePromoCard() {
  const promo = useDarkModePromo();
  if (!promo.visible) return null;
  return (
    <section aria-label={title} data-testid="dark-mode-promo" className="rounded-lg border bg-card p-3">
      <PromoBody onTry={promo.tryDarkMode} onDismiss={promo.dismiss} />
    </section>
  );
}

function PromoBody({ onTry, onDismiss }: { onTry: () => void; onDismiss: () => void }) {
  return (
    <div className="grid gap-3">
      <div className="flex items-start gap-3">
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-slate-900 text-amber-300 dark:bg-slate-700">
          <MoonIcon aria-hidden="true" className="size-4" />
        </span>
        <div className="grid gap-1">
          <p className="font-semibold text-sm">{title}</p>
          <p className="text-muted-foreground text-sm">{text}</p>
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
        <Button size="sm" onClick={onTry}>
          Try Dark Mode
        </Button>
      </div>
    </div>
  );
}
