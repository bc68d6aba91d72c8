"use client";

import { BorderedTable } from "@/components/shared/bordered-table";
import { Badge } from "@/components/ui/badge";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import type { TakeoffPreviewDto } from "@/lib/contract/takeoff";
import { formatCurrency } from "@/lib/domain/money-format";

const qty = (n: number | null) =>
  n === null ? "—" : n.toLocaleString("en-US", { maximumFractionDigits: 2 });
const actionLabel = { create: "New line", update: "Update", unchanged: "Unchanged" } as const;

/** What the apply will do: new lines, old → new quantities of linked ones, and the change in cost. */
export function TakeoffDiff({ preview, stale }: { preview: TakeoffPreviewDto; stale: boolean }) {
  const { summary } = preview;
  const changed = preview.diff.filter((d) => d.action !== "unchanged");
  const delta = summary.cost_delta_cents;
  return (
    <section className="grid gap-3" aria-labelledby="takeoff-diff">
      <h2 id="takeoff-diff" className="font-medium">
        3. Changes
      </h2>
      <p className="text-sm" data-testid="takeoff-summary">
        {summary.create} new lines · {summary.update} quantities to update · {summary.unchanged} unchanged ·
        cost change{" "}
        <span className="font-medium tabular-nums">
          {delta > 0 ? "+" : ""}
          {formatCurrency(delta)}
        </span>
        {stale ? (
          <span className="text-muted-foreground">
            {" "}
            — the mapping changed: preview again to see the effect
          </span>
        ) : null}
      </p>
      {changed.length > 0 ? (
        <div className="max-h-96 overflow-auto">
          <BorderedTable
            label="Changes"
            heads={
              <>
                <TableHead>Classification</TableHead>
                <TableHead className="max-sm:hidden">Location</TableHead>
                <TableHead className="max-sm:hidden">Change</TableHead>
                <TableHead className="text-right">Quantity</TableHead>
                <TableHead className="text-right">Cost change</TableHead>
              </>
            }
          >
            {changed.map((d) => (
              <TableRow key={d.key} data-testid="takeoff-change">
                <TableCell className="max-w-64 truncate max-sm:max-w-40" title={d.classification}>
                  {d.classification}
                  <div className="text-muted-foreground text-xs sm:hidden">
                    {actionLabel[d.action]}
                    {d.location ? ` · ${d.location}` : ""}
                  </div>
                </TableCell>
                <TableCell className="max-sm:hidden">{d.location || "—"}</TableCell>
                <TableCell className="max-sm:hidden">
                  <Badge variant={d.action === "create" ? "secondary" : "outline"}>
                    {actionLabel[d.action]}
                  </Badge>
                </TableCell>
                <TableCell className="text-right tabular-nums whitespace-nowrap">
                  {d.action === "create" ? "" : `${qty(d.old_quantity)} → `}
                  <span className="font-medium">{qty(d.new_quantity)}</span> {d.unit}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {d.cost_delta_cents === 0 ? "—" : formatCurrency(d.cost_delta_cents)}
                </TableCell>
              </TableRow>
            ))}
          </BorderedTable>
        </div>
      ) : (
        <p className="text-muted-foreground text-sm" data-testid="takeoff-nothing">
          Nothing to change: every linked line already has these quantities.
        </p>
      )}
    </section>
  );
}
