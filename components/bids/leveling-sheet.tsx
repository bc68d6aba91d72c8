"use client";

// A bid package's leveling sheet (issue 14): the bids side by side against the package's budget, plugs and
// credits per cell as the estimator's own records, the low leveled bidder highlighted, alternates apart, the
// exports, and the award. Editors and admins level and award; viewers read and export.
import { memo, useCallback, useMemo, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { formatCurrency } from "@/lib/domain/money-format";
import { LevelingAward } from "./leveling-award";
import { type CellTarget, LevelingCellDialog } from "./leveling-cell-dialog";
import { LevelingTable } from "./leveling-table";
import { useLeveling } from "./use-leveling";

type Props = {
  packageUid: string;
  estimateUid: string;
  canEdit: boolean;
  /** The open editor's store: an award's new line values are shown there at once. */
  store?: EditorStore;
};

function LevelingSheetImpl({ packageUid, estimateUid, canEdit, store }: Props) {
  const { query, adjust, award, unaward } = useLeveling(packageUid, estimateUid, store);
  const [target, setTarget] = useState<CellTarget | null>(null);
  const sheet = query.data;
  const editable =
    canEdit && !!sheet && (sheet.package.status === "out_to_bid" || sheet.package.status === "leveling");
  const onCell = useCallback(
    (invitationUid: string, scopeItemUid: string | null, anchor: DOMRect) => {
      if (!sheet) return;
      const i = sheet.columns.findIndex((c) => c.invitation_uid === invitationUid);
      const col = sheet.columns[i];
      if (!col) return;
      const row = scopeItemUid ? sheet.rows.find((r) => r.scope_item_uid === scopeItemUid) : null;
      const cell = row ? row.cells[i]! : col.bid;
      setTarget({
        invitationUid,
        scopeItemUid,
        bidder: col.bidder_name,
        item: row ? row.name : "The bid as a whole",
        cell,
        anchor,
      });
    },
    [sheet],
  );
  const alternates = useMemo(
    () => sheet?.columns.flatMap((c) => c.alternates.map((a) => ({ bidder: c.bidder_name, ...a }))) ?? [],
    [sheet],
  );

  if (query.isPending) return <Skeleton className="h-64 w-full" />;
  if (query.isError || !sheet)
    return (
      <Alert variant="destructive">
        <AlertDescription>The leveling sheet did not load: {errorMessage(query.error)}</AlertDescription>
      </Alert>
    );
  const low = sheet.columns.find((c) => c.low);
  const submitted = sheet.columns.filter((c) => c.base_cents !== null).length;
  const exportUrl = (format: string) => `/api/v1/bid-package/${packageUid}/export?format=${format}`;
  return (
    <section className="grid gap-4" aria-labelledby="leveling-heading" data-testid="leveling-sheet">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="leveling-heading" className="font-semibold text-lg">
            Leveling
          </h2>
          <p className="text-muted-foreground text-sm">
            {submitted} of {sheet.columns.length} bids in · budget{" "}
            <span className="tabular-nums" data-testid="leveling-budget">
              {formatCurrency(sheet.budget_cents)}
            </span>
            {low && (
              <>
                {" "}
                · low leveled bid <strong className="text-foreground">{low.bidder_name}</strong>{" "}
                <span className="tabular-nums">{formatCurrency(low.leveled_cents!)}</span>
              </>
            )}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={exportUrl("xlsx")} download>
              Export XLSX
            </a>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a href={exportUrl("pdf")} download>
              Export PDF
            </a>
          </Button>
        </div>
      </div>
      {sheet.columns.length === 0 ? (
        <p className="text-muted-foreground text-sm">No bidders are invited to this package yet.</p>
      ) : (
        <LevelingTable sheet={sheet} editable={editable} onCell={onCell} />
      )}
      {editable && submitted > 0 && (
        <p className="text-muted-foreground text-xs">
          Select a cell to plug scope a bidder left out, credit scope you do not want, or add a note. The bids
          themselves are never changed.
        </p>
      )}
      {alternates.length > 0 && (
        <div className="grid gap-1">
          <h3 className="font-medium text-sm">Alternates (not in the leveled totals)</h3>
          <ul className="text-sm">
            {alternates.map((a, i) => (
              <li
                key={`${a.bidder}|${a.description}|${i}`}
                className="flex justify-between gap-4 border-b py-1"
              >
                <span>
                  {a.description} <span className="text-muted-foreground">— {a.bidder}</span>
                </span>
                <span className="tabular-nums">{formatCurrency(a.amount_cents)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <LevelingAward sheet={sheet} canEdit={canEdit} onAward={award} onUndo={unaward} />
      <LevelingCellDialog
        target={target}
        onSave={async (list) => {
          await adjust(list);
        }}
        onClose={() => setTarget(null)}
      />
    </section>
  );
}

/** Memoised: the package's own sections above it re-render as the package loads and changes; the sheet's props
 * (uids, role, store) stay the same. */
export const LevelingSheet = memo(LevelingSheetImpl);
