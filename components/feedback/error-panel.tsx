import { SearchXIcon, TriangleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export const notFoundTitle = "Page not found";
export const notFoundMessage = "The page you asked for does not exist or you do not have access to it.";

type ErrorPanelProps = {
  title?: string;
  message: ReactNode;
  /** 404 shows the centred not-found variant; anything else the error panel. */
  status?: number;
  /** Buttons or links under the message (retry, back to the dashboard, sign out …). */
  actions?: ReactNode;
  className?: string;
};

const notFoundLayout = "flex min-h-[60dvh] flex-col items-center justify-center gap-3 px-4 text-center";

const errorLayout =
  "mx-auto my-8 flex w-full max-w-xl gap-4 rounded-xl border border-destructive/40 bg-card p-5 text-card-foreground shadow-sm sm:p-6";

/** What both variants' section carries: the title it is named by, the test hooks and its layout classes. */
function sectionProps(status: number | undefined, layout: string, className?: string) {
  return {
    "aria-labelledby": "error-panel-title",
    "data-testid": "error-panel",
    "data-status": status,
    className: cn(layout, className),
  };
}

/** The generic error panel: a title and a message, with a centred variant for 404. */
export function ErrorPanel({ title, message, status, actions, className }: ErrorPanelProps) {
  if (status === 404) {
    return (
      <section {...sectionProps(status, notFoundLayout, className)}>
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <SearchXIcon aria-hidden="true" className="size-6" />
        </span>
        <p className="font-semibold text-primary text-sm tabular-nums">404</p>
        <h1 id="error-panel-title" className="font-semibold text-2xl tracking-tight">
          {title ?? notFoundTitle}
        </h1>
        <div className="max-w-md text-balance text-muted-foreground">{message}</div>
        {actions && <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div>}
      </section>
    );
  }
  return (
    <section role="alert" {...sectionProps(status, errorLayout, className)}>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlertIcon aria-hidden="true" className="size-5" />
      </span>
      <div className="grid min-w-0 gap-1.5">
        <h2 id="error-panel-title" className="font-semibold text-lg leading-tight">
          {title ?? "An Error Occurred"}
        </h2>
        <div className="text-muted-foreground text-sm leading-relaxed">{message}</div>
        {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </section>
  );
}
