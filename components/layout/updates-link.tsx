"use client";

import { MegaphoneIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { readCookie } from "@/lib/client/cookies";
import { useLatestNewsTitle } from "@/lib/client/latest-news";
import { lastSeenNewsCookie } from "@/lib/domain/news";
import { isActivePath } from "@/lib/ui/navigation";
import { hasUnseenNews } from "@/lib/ui/news-badge";
import { cn } from "@/lib/utils";

/** Whether the Updates dot shows: the cookie is read again after every navigation (/product sets it). */
export function useUnseenNews(initialLastSeen: string | null): boolean {
  const pathname = usePathname();
  const newest = useLatestNewsTitle();
  const [lastSeen, setLastSeen] = useState(initialLastSeen);
  useEffect(() => {
    // pathname is the trigger: opening /product (and leaving it) sets the cookie.
    void pathname;
    setLastSeen(readCookie(lastSeenNewsCookie));
  }, [pathname]);
  return !isActivePath(pathname, "/product") && hasUnseenNews(newest, lastSeen);
}

export function NewsDot({ className }: { className?: string }) {
  return (
    <span className={cn("absolute flex size-2.5", className)} data-testid="news-dot" aria-hidden="true">
      <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-500 opacity-75 motion-reduce:animate-none" />
      <span className="relative inline-flex size-2.5 rounded-full bg-red-500 ring-2 ring-background" />
    </span>
  );
}

export function UpdatesLink({ unseen, className }: { unseen: boolean; className?: string }) {
  const pathname = usePathname();
  const active = isActivePath(pathname, "/product");
  return (
    <Link
      href="/product"
      aria-current={active ? "page" : undefined}
      aria-label={unseen ? "Updates (new)" : "Updates"}
      data-testid="updates-link"
      className={cn(
        "relative inline-flex h-9 items-center gap-2 rounded-md px-2.5 font-medium text-muted-foreground text-sm outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        active && "bg-accent text-foreground",
        className,
      )}
    >
      <MegaphoneIcon aria-hidden="true" className="size-4" />
      <span className="hidden xl:inline">Updates</span>
      {unseen && <NewsDot className="top-1.5 left-5" />}
    </Link>
  );
}
