import { cn } from "@/lib/utils";
import { StillLoadingNote } from "./still-loading-note";

type PageLoaderProps = {
  /** What is loading, for screen readers ("Loading user", "Loading company" …). */
  label?: string;
  /** Fill the whole viewport (gates, top-level) rather than the page's content area. */
  fullScreen?: boolean;
  className?: string;
};

/**
 * The full-page loading bar: an indeterminate bar along the top of the viewport, and the
 * area below kept at page height so the layout does not jump when content arrives; after 3 s (5 s on a
 * slow connection) a "still loading" note (lib/ui/data-cache.ts).
 */
export function PageLoader({ label = "Loading", fullScreen = false, className }: PageLoaderProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      data-testid="page-loader"
      className={cn(fullScreen ? "min-h-dvh" : "min-h-[50dvh]", className)}
    >
      <div className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-primary/15">
        <div className="h-full w-2/5 animate-loading-bar rounded-r-full bg-primary motion-reduce:w-full motion-reduce:animate-none motion-reduce:opacity-60" />
      </div>
      <span className="sr-only">{label}…</span>
      <StillLoadingNote className="pt-16 text-center" />
    </div>
  );
}
