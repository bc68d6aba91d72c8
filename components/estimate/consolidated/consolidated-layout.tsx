"use client";

// A consolidated estimate's page: the editor shows it instead of the budget grid. The header renders at once;
// the roll-up under it (./consolidated-body.tsx: the children, the tables, the estimate picker) is its own
// chunk, since only consolidated estimates need it. Until it is there, the placeholder the roll-up itself shows
// while its data loads.
import type { ComponentProps, ReactNode } from "react";
import { lazyWithRetry } from "@/components/feedback/lazy-with-retry";
import { Skeleton } from "@/components/ui/skeleton";
import type { ConsolidatedBody as Body } from "./consolidated-body";

const ConsolidatedBody = lazyWithRetry<ComponentProps<typeof Body>>(
  () => import("./consolidated-body").then((m) => ({ default: m.ConsolidatedBody })),
  { fallback: <Skeleton className="h-80 w-full" /> },
);

type Props = ComponentProps<typeof Body> & { header: ReactNode };

export function ConsolidatedLayout({ header, ...body }: Props) {
  return (
    <div className="space-y-4" data-testid="consolidated-estimate">
      {header}
      <ConsolidatedBody {...body} />
    </div>
  );
}
