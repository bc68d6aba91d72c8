"use client";

// A consolidated estimate's page under its header (./consolidated-layout.tsx): its children's lines rolled
// up live (while final, the roll-up it kept then) by division, cost code and child, the totals in the chosen
// mode, the children with links, and — in rollup mode — its own markups to edit. Every child's channel is
// watched, so an owner's edit to a child shows here at once.
import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import type { ConsolidationDto } from "@/lib/contract/estimate-child";
import { formatCurrency } from "@/lib/domain/money-format";
import { ChildrenCard } from "./children-card";
import { RollupSummary } from "./rollup-summary";
import { RollupTables } from "./rollup-tables";
import { ChildWatcher, useConsolidation } from "./use-consolidation";

type Kept = NonNullable<ConsolidationDto["kept"]>;

/**
 * A final (or archived) consolidated estimate shows the roll-up it kept when it became final; say so, and
 * whether its children have changed since (their live roll-up's total then).
 */
function KeptNotice({ kept }: { kept: Kept }) {
  const when = kept.kept_at ? new Date(kept.kept_at).toLocaleDateString() : null;
  return (
    <p
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
      data-testid="consolidated-kept"
    >
      This shows the roll-up kept when it was locked
      {kept.version_name ? ` (version “${kept.version_name}”${when ? `, ${when}` : ""})` : ""}: total{" "}
      {formatCurrency(kept.grand_total_cents)}.{" "}
      {kept.children_changed
        ? `Its children have changed since: their live roll-up totals ${formatCurrency(kept.live_grand_total_cents)}. Reopen it to work on the live roll-up.`
        : "Its children have not changed since."}
    </p>
  );
}

type Props = {
  estimateUid: string;
  canEdit: boolean;
  /** The editor's markups panel: the consolidated estimate's own stack (applied in rollup mode). */
  markups: ReactNode;
  /** Lines the estimate had before it was consolidated: kept, but not part of its budget. */
  ownLines: number;
};

export function ConsolidatedBody({ estimateUid, canEdit, markups, ownLines }: Props) {
  const { query, attach, detach, setMode } = useConsolidation(estimateUid);
  const data = query.data;
  return (
    <>
      {data?.children.map((c) => (
        <ChildWatcher key={c.uid} parentUid={estimateUid} childUid={c.uid} />
      ))}
      {query.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {errorMessage(query.error)}
        </p>
      ) : null}
      {data?.kept ? <KeptNotice kept={data.kept} /> : null}
      {!data ? (
        <Skeleton className="h-80 w-full" />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-4">
            <ChildrenCard data={data} canEdit={canEdit} attach={attach} detach={detach} />
            <RollupTables data={data} />
            {ownLines > 0 ? (
              <p className="text-muted-foreground text-xs">
                This estimate's own {ownLines} {ownLines === 1 ? "line is" : "lines are"} kept but not part of
                the consolidated budget.
              </p>
            ) : null}
          </div>
          <aside
            className="order-first min-w-0 space-y-4 lg:order-none"
            aria-label="Consolidated totals and markups"
          >
            <RollupSummary data={data} canEdit={canEdit} onMode={setMode} />
            {data.rollup_mode === "rollup" ? (
              <details className="group rounded-md border bg-card p-3" data-testid="rollup-markups">
                <summary className="cursor-pointer select-none font-medium text-sm">
                  {canEdit ? "Edit the markups on the roll-up" : "The markups on the roll-up"}
                </summary>
                <p className="mt-2 mb-3 text-muted-foreground text-xs">
                  Their amounts on the children's lines are in the totals above.
                </p>
                {markups}
              </details>
            ) : null}
          </aside>
        </div>
      )}
    </>
  );
}
