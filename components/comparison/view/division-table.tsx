"use client";

import { TriangleAlertIcon, XIcon } from "lucide-react";
import Link from "next/link";
import { formatIsoDate } from "@/components/project/format";
import { FactorLines } from "@/components/shared/factor-lines";
import { Badge } from "@/components/ui/badge";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { ComparisonDto, ComparisonItemDto, ComparisonRowDto } from "@/lib/contract/comparison";
import { cn } from "@/lib/utils";
import { basisFigure, formatDeviation } from "../format";
import {
  FactorDescriptions,
  FactorTip,
  factorDescriptionId,
  factorSummary,
  useFactorTip,
} from "./factor-tip";

type Props = {
  comparison: ComparisonDto;
  canEdit: boolean;
  /** Takes an item out of the comparison (undefined: read only, or a save is running). */
  onRemove?: (item: ComparisonItemDto) => void;
};

const itemHref = (item: ComparisonItemDto) =>
  item.kind === "record" ? `/project-record/${item.uid}` : `/estimate/${item.uid}`;

// The division column stays put while the figures scroll sideways (a phone shows two or three columns).
const sticky = "sticky left-0 z-10 bg-background shadow-[1px_0_0_var(--border)]";
const benchHead = "bg-muted/40 whitespace-nowrap";

/**
 * The side-by-side table: a row per division, a column per item with its normalised figure on the basis
 * (its factors on hover and focus), the benchmark columns, and the reference estimate's deviation.
 */
export function DivisionTable({ comparison, canEdit, onRemove }: Props) {
  const { items, table, basis } = comparison;
  const { tip, handlers } = useFactorTip();
  const hasReference = items.some((i) => i.is_reference);
  const fig = (cents: number | null) => basisFigure(basis, cents);
  return (
    <div className="rounded-lg border" data-testid="division-table" {...handlers}>
      <Table className="text-sm" aria-label={`${comparison.name}: ${comparison.basis_label} by division`}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className={cn(sticky, "min-w-36 align-bottom sm:min-w-52")}>Division</TableHead>
            {items.map((item) => (
              <ItemHead
                key={item.uid}
                item={item}
                canRemove={canEdit && Boolean(onRemove)}
                onRemove={onRemove}
              />
            ))}
            <TableHead numeric className={benchHead}>
              Average
            </TableHead>
            <TableHead numeric className={benchHead}>
              Median
            </TableHead>
            <TableHead numeric className={benchHead}>
              P25–P75
            </TableHead>
            <TableHead numeric className={benchHead}>
              Min
            </TableHead>
            <TableHead numeric className={benchHead}>
              Max
            </TableHead>
            {hasReference && (
              <TableHead numeric className="whitespace-nowrap">
                Reference vs median
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {table.rows.map((row) => (
            <Row
              key={`${row.kind}-${row.division}`}
              row={row}
              items={items}
              fig={fig}
              hasReference={hasReference}
            />
          ))}
        </TableBody>
        <TableFooter>
          <Row row={table.totals} items={items} fig={fig} hasReference={hasReference} total />
        </TableFooter>
      </Table>
      <FactorDescriptions items={items} />
      <FactorTip tip={tip} items={items} />
    </div>
  );
}

function ItemHead({
  item,
  canRemove,
  onRemove,
}: {
  item: ComparisonItemDto;
  canRemove: boolean;
  onRemove?: (item: ComparisonItemDto) => void;
}) {
  const sub = [item.kind === "record" ? "Record" : "Estimate", item.location_label, formatIsoDate(item.date)]
    .filter((s) => s && s !== "—")
    .join(" · ");
  return (
    <TableHead className="py-2 align-bottom" data-testid="item-head" data-uid={item.uid}>
      <div className="ml-auto grid w-40 justify-items-end gap-0.5 whitespace-normal text-right font-normal">
        {(item.is_reference || (canRemove && onRemove)) && (
          <div className="flex h-5 items-center gap-1">
            {item.is_reference && <Badge variant="secondary">Reference</Badge>}
            {canRemove && onRemove && (
              <button
                type="button"
                className="rounded-sm p-0.5 text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Remove ${item.name} from the comparison`}
                onClick={() => onRemove(item)}
              >
                <XIcon className="size-3.5" />
              </button>
            )}
          </div>
        )}
        <Link
          href={itemHref(item)}
          className="line-clamp-2 max-w-full font-medium text-foreground leading-snug outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          title={item.name}
        >
          {item.name}
        </Link>
        <span className="max-w-full truncate text-muted-foreground text-xs" title={sub}>
          {sub}
        </span>
        {item.factors.length > 0 ? (
          <FactorLines
            factors={item.factors}
            wrap
            className="justify-items-end leading-tight"
            testId="item-factors"
          />
        ) : (
          <span className="text-muted-foreground text-xs leading-tight" data-testid="item-factors">
            {factorSummary(item)}
          </span>
        )}
        {item.warning && (
          <span className="line-clamp-2 text-destructive text-xs leading-tight" title={item.warning}>
            {item.warning}
          </span>
        )}
      </div>
    </TableHead>
  );
}

function Row({
  row,
  items,
  fig,
  hasReference,
  total,
}: {
  row: ComparisonRowDto;
  items: readonly ComparisonItemDto[];
  fig: (cents: number | null) => string;
  hasReference: boolean;
  total?: boolean;
}) {
  return (
    <TableRow
      data-testid="division-row"
      data-division={row.division}
      className={cn(total && "font-semibold")}
    >
      <TableHead
        scope="row"
        className={cn(sticky, "max-w-60 truncate font-medium", total && "bg-muted")}
        title={row.label}
      >
        {row.label}
      </TableHead>
      {items.map((item, i) => {
        const value = row.values[i] ?? null;
        const outlier = row.outliers[i] ?? false;
        return (
          <TableCell key={item.uid} numeric className={cn(item.is_reference && "bg-chart-1/5")}>
            {value === null ? (
              <span className="text-muted-foreground">—</span>
            ) : (
              <button
                type="button"
                data-item={i}
                data-testid="normalised-figure"
                aria-describedby={factorDescriptionId(item.uid)}
                className={cn(
                  "inline-flex items-center gap-1 rounded-sm px-0.5 tabular-nums underline decoration-muted-foreground/40 decoration-dotted underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  outlier && "font-medium text-destructive",
                )}
              >
                {outlier && <TriangleAlertIcon aria-hidden="true" className="size-3" />}
                {fig(value)}
                {outlier && <span className="sr-only"> (outlier)</span>}
              </button>
            )}
          </TableCell>
        );
      })}
      <TableCell numeric className="bg-muted/20">
        {fig(row.average_cents)}
      </TableCell>
      <TableCell numeric className="bg-muted/20 font-medium">
        {fig(row.median_cents)}
      </TableCell>
      <TableCell numeric className="whitespace-nowrap bg-muted/20">
        {row.p25_cents === null ? "—" : `${fig(row.p25_cents)}–${fig(row.p75_cents)}`}
      </TableCell>
      <TableCell numeric className="bg-muted/20">
        {fig(row.min_cents)}
      </TableCell>
      <TableCell numeric className="bg-muted/20">
        {fig(row.max_cents)}
      </TableCell>
      {hasReference && <DeviationCell row={row} fig={fig} />}
    </TableRow>
  );
}

function DeviationCell({ row, fig }: { row: ComparisonRowDto; fig: (cents: number | null) => string }) {
  if (row.deviation_cents === null) {
    return (
      <TableCell numeric className="text-muted-foreground">
        —
      </TableCell>
    );
  }
  const sign = row.deviation_cents > 0 ? "+" : row.deviation_cents < 0 ? "−" : "";
  return (
    <TableCell
      numeric
      data-testid="reference-deviation"
      className={cn("whitespace-nowrap", row.reference_outlier && "font-medium text-destructive")}
    >
      <span className="inline-flex items-center gap-1">
        {row.reference_outlier && (
          <Badge variant="destructive" className="px-1.5 py-0">
            Outlier
          </Badge>
        )}
        {formatDeviation(row.deviation_ratio)}
      </span>
      <span className="block text-muted-foreground text-xs">
        {sign}
        {fig(Math.abs(row.deviation_cents))}
      </span>
    </TableCell>
  );
}
