"use client";

import { MoreHorizontalIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { formatUpdated } from "@/components/estimate/format";
import { formatIsoDate } from "@/components/project/format";
import { Figure } from "@/components/shared/figure";
import { Button } from "@/components/ui/button";
import { LazyDropdownMenu } from "@/components/ui/lazy-menu";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ComparisonListItemDto } from "@/lib/contract/comparison";
import { cn } from "@/lib/utils";
import { comparisonHref } from "../use-comparisons";

type Props = {
  comparisons: readonly ComparisonListItemDto[];
  canEdit: boolean;
  busy?: boolean;
  onDelete: (comparison: ComparisonListItemDto) => void;
};

const edited = (c: ComparisonListItemDto) =>
  `${formatUpdated(c.updated_at)}${c.updated_by_name ? ` · ${c.updated_by_name}` : ""}`;

/** "12 items · 10 records, 2 estimates". */
const itemsText = (c: ComparisonListItemDto) => `${c.item_count} ${c.item_count === 1 ? "item" : "items"}`;
const itemsDetail = (c: ComparisonListItemDto) =>
  [
    c.record_count ? `${c.record_count} ${c.record_count === 1 ? "record" : "records"}` : "",
    c.estimate_count ? `${c.estimate_count} ${c.estimate_count === 1 ? "estimate" : "estimates"}` : "",
  ]
    .filter(Boolean)
    .join(", ");

/** "Nov 26, 2026 · TX", or "As recorded". */
const target = (c: ComparisonListItemDto) =>
  [
    c.target_date ? formatIsoDate(c.target_date) : "",
    c.target_location === "national" ? "National average" : (c.target_location ?? ""),
  ]
    .filter(Boolean)
    .join(" · ") || "As recorded";

function RowActions({ c, onDelete }: { c: ComparisonListItemDto; onDelete: Props["onDelete"] }) {
  return (
    <LazyDropdownMenu
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Actions for ${c.name}`}>
          <MoreHorizontalIcon />
        </Button>
      }
    >
      {(ui) => (
        <ui.DropdownMenuContent align="end">
          <ui.DropdownMenuItem variant="destructive" onSelect={() => onDelete(c)}>
            <Trash2Icon />
            Delete…
          </ui.DropdownMenuItem>
        </ui.DropdownMenuContent>
      )}
    </LazyDropdownMenu>
  );
}

/** A table from md up; cards on a phone — as the estimate list shows its rows. */
export function ComparisonListTable({ comparisons, canEdit, busy, onDelete }: Props) {
  return (
    <div className={cn("transition-opacity", busy && "opacity-60")} aria-busy={busy || undefined}>
      <div className="hidden rounded-lg border md:block">
        <Table data-testid="comparisons-table">
          <TableHeader>
            <TableRow>
              <TableHead>Comparison</TableHead>
              <TableHead numeric>Items</TableHead>
              <TableHead>Basis</TableHead>
              <TableHead className="hidden lg:table-cell">Normalised to</TableHead>
              <TableHead>Edited</TableHead>
              {canEdit && (
                <TableHead className="w-10">
                  <span className="sr-only">Actions</span>
                </TableHead>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {comparisons.map((c) => (
              <TableRow key={c.uid} data-testid="comparison-row" data-uid={c.uid}>
                <TableCell className="max-w-96">
                  <Link
                    href={comparisonHref(c.uid)}
                    className="block truncate font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {c.name}
                  </Link>
                </TableCell>
                <TableCell numeric title={itemsDetail(c)}>
                  {itemsText(c)}
                  <span className="block text-muted-foreground text-xs">{itemsDetail(c)}</span>
                </TableCell>
                <TableCell>{c.basis_label}</TableCell>
                <TableCell className="hidden text-sm lg:table-cell">{target(c)}</TableCell>
                <TableCell className="text-muted-foreground text-sm">
                  <time dateTime={c.updated_at} title={new Date(c.updated_at).toLocaleString("en-US")}>
                    {edited(c)}
                  </time>
                </TableCell>
                {canEdit && (
                  <TableCell className="py-1">
                    <RowActions c={c} onDelete={onDelete} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid gap-3 md:hidden" data-testid="comparison-cards">
        {comparisons.map((c) => (
          <li key={c.uid} className="relative rounded-lg border bg-card p-4" data-testid="comparison-card">
            <div className="flex items-start justify-between gap-2">
              <Link
                href={comparisonHref(c.uid)}
                className="min-w-0 truncate font-medium after:absolute after:inset-0"
              >
                {c.name}
              </Link>
              {canEdit && (
                <div className="relative z-10 -mt-1.5 -mr-2">
                  <RowActions c={c} onDelete={onDelete} />
                </div>
              )}
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
              <Figure label="Items" labelClassName="text-xs">
                {itemsText(c)}
              </Figure>
              <Figure label="Basis" labelClassName="text-xs">
                {c.basis_label}
              </Figure>
            </dl>
            <p className="mt-2 truncate text-muted-foreground text-xs">Edited {edited(c)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
