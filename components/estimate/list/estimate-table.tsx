"use client";

import { ArchiveIcon, CopyIcon, MoreHorizontalIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { consolidatedHint } from "@/components/estimate/consolidated/new-consolidated";
import { formatCpg, formatTotal } from "@/components/project/format";
import { Figure } from "@/components/shared/figure";
import { Button } from "@/components/ui/button";
import { LazyDropdownMenu } from "@/components/ui/lazy-menu";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { EstimateListItemDto } from "@/lib/contract/estimate";
import { cn } from "@/lib/utils";
import { designStageShort, formatUpdated } from "../format";
import { StatusBadge } from "../status-badge";
import type { RowAction } from "./row-confirm";

type Props = {
  estimates: readonly EstimateListItemDto[];
  canEdit: boolean;
  busy?: boolean;
  onDuplicate: (estimate: EstimateListItemDto) => void;
  /** Archive or delete, after the list asks (./row-confirm.tsx). */
  onAction: (action: RowAction) => void;
};

export const estimateHref = (uid: string) => `/estimate/${uid}`;

const edited = (e: EstimateListItemDto) =>
  `${formatUpdated(e.updated_at)}${e.updated_by_name ? ` · ${e.updated_by_name}` : ""}`;

function RowActions({
  estimate,
  onDuplicate,
  onAction,
}: {
  estimate: EstimateListItemDto;
  onDuplicate: Props["onDuplicate"];
  onAction: Props["onAction"];
}) {
  return (
    <LazyDropdownMenu
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Actions for ${estimate.name}`}>
          <MoreHorizontalIcon />
        </Button>
      }
    >
      {(ui) => (
        <ui.DropdownMenuContent align="end">
          <ui.DropdownMenuItem onSelect={() => onDuplicate(estimate)}>
            <CopyIcon />
            Duplicate…
          </ui.DropdownMenuItem>
          {estimate.status !== "archived" && (
            <ui.DropdownMenuItem onSelect={() => onAction({ kind: "archive", estimate })}>
              <ArchiveIcon />
              Archive…
            </ui.DropdownMenuItem>
          )}
          <ui.DropdownMenuSeparator />
          <ui.DropdownMenuItem variant="destructive" onSelect={() => onAction({ kind: "delete", estimate })}>
            <Trash2Icon />
            Delete…
          </ui.DropdownMenuItem>
        </ui.DropdownMenuContent>
      )}
    </LazyDropdownMenu>
  );
}

/** A table from md up; cards on a phone. Totals are the stored grand totals, $/GSF against the GSF input. */
export function EstimateTable({ estimates, canEdit, busy, onDuplicate, onAction }: Props) {
  return (
    <div className={cn("transition-opacity", busy && "opacity-60")} aria-busy={busy || undefined}>
      <div className="hidden rounded-lg border md:block">
        <Table data-testid="estimates-table">
          <TableHeader>
            <TableRow>
              <TableHead>Estimate</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="hidden lg:table-cell">Building type</TableHead>
              <TableHead>Stage</TableHead>
              <TableHead className="text-right">Total</TableHead>
              <TableHead className="text-right">$/GSF</TableHead>
              <TableHead className="hidden xl:table-cell">Edited</TableHead>
              {canEdit && (
                <TableHead className="w-10">
                  <span className="sr-only">Actions</span>
                </TableHead>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {estimates.map((e) => (
              <TableRow key={e.uid} data-testid="estimate-row" data-uid={e.uid}>
                <TableCell className="max-w-80">
                  <Link
                    href={estimateHref(e.uid)}
                    className="block truncate font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {e.name}
                  </Link>
                  <span className="block truncate text-muted-foreground text-xs">
                    {[consolidatedHint(e), e.number, e.client, e.location].filter(Boolean).join(" · ") || "—"}
                  </span>
                </TableCell>
                <TableCell>
                  <StatusBadge status={e.status} />
                </TableCell>
                <TableCell className="hidden max-w-48 truncate lg:table-cell">
                  {e.building_type_name ?? <span className="text-muted-foreground">—</span>}
                </TableCell>
                <TableCell>{designStageShort[e.design_stage] ?? e.design_stage}</TableCell>
                <TableCell className="text-right font-medium tabular-nums" data-testid="estimate-total">
                  {formatTotal(e.grand_total_cents)}
                </TableCell>
                <TableCell className="text-right tabular-nums" data-testid="estimate-cpg">
                  {formatCpg(e.cost_per_gsf_cents)}
                </TableCell>
                <TableCell className="hidden text-muted-foreground text-sm xl:table-cell">
                  <time dateTime={e.updated_at} title={new Date(e.updated_at).toLocaleString("en-US")}>
                    {edited(e)}
                  </time>
                </TableCell>
                {canEdit && (
                  <TableCell className="py-1">
                    <RowActions estimate={e} onDuplicate={onDuplicate} onAction={onAction} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid gap-3 md:hidden" data-testid="estimate-cards">
        {estimates.map((e) => (
          <li key={e.uid} className="relative rounded-lg border bg-card p-4" data-testid="estimate-card">
            <div className="flex items-start justify-between gap-2">
              <div className="grid min-w-0 gap-0.5">
                <Link
                  href={estimateHref(e.uid)}
                  className="truncate font-medium after:absolute after:inset-0"
                >
                  {e.name}
                </Link>
                <span className="truncate text-muted-foreground text-xs">
                  {[consolidatedHint(e), e.number, e.building_type_name, designStageShort[e.design_stage]]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </div>
              <StatusBadge status={e.status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <Figure label="Total" labelClassName="text-xs" className="font-medium">
                {formatTotal(e.grand_total_cents)}
              </Figure>
              <Figure label="$/GSF" labelClassName="text-xs">
                {formatCpg(e.cost_per_gsf_cents)}
              </Figure>
            </dl>
            <div className="mt-2 flex items-center justify-between gap-2">
              <p className="truncate text-muted-foreground text-xs">Edited {edited(e)}</p>
              {canEdit && (
                <div className="relative z-10">
                  <RowActions estimate={e} onDuplicate={onDuplicate} onAction={onAction} />
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
