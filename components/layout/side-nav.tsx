"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useRef } from "react";
import { activeSideNavHref, type SideNavItem } from "@/lib/ui/side-nav";
import { cn } from "@/lib/utils";

export type SideNavLink = SideNavItem & { icon?: ReactNode };

/**
 * A section's navigation: a vertical list beside the content from md up, a horizontal scroller above it on a
 * phone. The active link follows the second path segment (lib/ui/side-nav.ts).
 */
export function SideNav({
  items,
  label,
  className,
}: {
  items: SideNavLink[];
  label: string;
  className?: string;
}) {
  const active = activeSideNavHref(usePathname(), items);
  const list = useRef<HTMLUListElement>(null);
  // On a phone the list scrolls sideways: keep the active link in view (a no-op when it already is).
  useEffect(() => {
    if (!active) return;
    const link = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    link?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [active]);
  return (
    <nav aria-label={label} className={cn("-mx-4 md:mx-0", className)}>
      <ul
        ref={list}
        className="flex gap-1 overflow-x-auto px-4 pb-1 md:flex-col md:overflow-visible md:px-0 md:pb-0"
      >
        {items.map((item) => {
          const current = item.href === active;
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 font-medium text-muted-foreground text-sm outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4 [&_svg]:shrink-0",
                  current && "bg-accent text-foreground",
                )}
              >
                {item.icon}
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
