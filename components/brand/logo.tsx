import { cn } from "@/lib/utils";

/** The Plinth mark: a stepped base, the thing a building stands on. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-7", className)}>
      <rect x="10" y="5" width="12" height="9" rx="1.5" className="fill-primary" />
      <rect x="6" y="15" width="20" height="5" rx="1.5" className="fill-foreground/80" />
      <rect x="2" y="21" width="28" height="6" rx="1.5" className="fill-foreground" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold text-lg tracking-tight", className)}>
      <LogoMark />
      Plinth
    </span>
  );
}
