"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { isActivePath, type NavItem } from "@/lib/ui/navigation";
import { cn } from "@/lib/utils";

type MainNavProps = { items: NavItem[]; orientation?: "horizontal" | "vertical"; className?: string };

export function MainNav({ items, orientation = "horizontal", className }: MainNavProps) {
  const pathname = usePathname();
  return (
    <nav
      aria-label="Main"
      className={cn("flex gap-1", orientation === "vertical" ? "flex-col" : "items-center", className)}
    >
      {items.map((item) => {
        const active = isActivePath(pathname, item.href);
        return (
          <Link
            key={item.href}
            href={item.href}
            aria-current={active ? "page" : undefined}
            className={cn(
              "whitespace-nowrap rounded-md px-2.5 py-2 font-medium xl:px-3 text-muted-foreground text-sm outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
              active && "bg-accent text-foreground",
              orientation === "vertical" && "py-2.5",
            )}
          >
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}
