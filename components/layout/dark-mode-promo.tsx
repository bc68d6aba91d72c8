"use client";

import { MoonIcon } from "lucide-react";
import { Popover as PopoverPrimitive } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { floatingMotionClassName } from "@/components/ui/floating-motion";
import { useDarkModePromo } from "@/lib/client/use-dark-mode-promo";
import { cn } from "@/lib/utils";

const title = "Dark mode is here";
const text = "Easier on the eyes for long estimating sessions. Switch any time from the theme menu.";

/**
 * The one-time promo as a callout pointing at the theme menu (its child). It opens by itself without
 * taking focus; only its own buttons (or Escape) close it, and closing remembers the choice.
 */
export function DarkModePromo({ children }: { children: ReactNode }) {
  const promo = useDarkModePromo();
  return (
    <PopoverPrimitive.Root open={promo.visible} onOpenChange={(open) => !open && promo.dismiss()}>
      <PopoverPrimitive.Anchor asChild>
        <span className="inline-flex">{children}</span>
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          role="dialog"
          aria-label={title}
          data-testid="dark-mode-promo"
          side="bottom"
          align="end"
          sideOffset={8}
          onOpenAutoFocus={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className={cn(
            "z-30 w-72 rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg outline-hidden",
            floatingMotionClassName,
          )}
        >
          <PromoBody onTry={promo.tryDarkMode} onDismiss={promo.dismiss} />
          <PopoverPrimitive.Arrow className="fill-popover stroke-border" width={14} height={7} />
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
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
