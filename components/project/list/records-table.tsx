"use client";

import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { FactorLines } from "@/components/shared/factor-lines";
import { Figure } from "@/components/shared/figure";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { RecordDto } from "@/lib/contract/project-record";
import { costPer, missingMetric, normalisedCostPer, perUnit } from "@/lib/domain/project/cost-per";
import { parseSort, type RecordSort, type RecordSortKey } from "@/lib/domain/project/filters";
import type { RecordMetric } from "@/lib/domain/project/types";
import { formatFactors, formatFactorsWithIndexes } from "@/lib/domain/reference/normalisation";
import { cn } from "@/lib/utils";
import { formatCpg, formatIsoDate, formatNumber, formatTotal, stageLabel } from "../format";

type Props = {
  records: readonly RecordDto[];
  sort: RecordSort;
  onSort: (sort: RecordSort) => void;
  /** A target date or location is chosen: show the normalised $/GSF and its factors. */
  normalised: boolean;
  /** The metric costs are shown per (GSF from the server, which also sorts by it; others computed here). */
  per?: RecordMetric;
  busy?: boolean;
};

/** "$208,333.33/unit", or "—: no units recorded" when the record has no such metric. */
const perFigure = (cents: number | null, per: RecordMetric) =>
  cents === null ? `—: ${missingMetric(per)}` : `${formatCpg(cents)}/${perUnit(per)}`;

/** A cost per metric in the table, or a dash that says which metric is missing. */
function PerCell({ cents, per }: { cents: number | null; per: RecordMetric }) {
  if (cents !== null) return <>{formatCpg(cents)}</>;
  return (
    <span className="font-normal text-muted-foreground text-xs" data-testid="cost-per-missing">
      —: {missingMetric(per)}
    </span>
  );
}

export const recordHref = (uid: string) => `/project-record/${uid}`;

const location = (r: RecordDto) => [r.city, r.state].filter(Boolean).join(", ") || "—";

/** "× 1.084 time · × 0.93 location", from the label the API sends or from the factors. */
export function factorLabel(r: RecordDto): string {
  const n = r.normalised;
  if (!n) return "";
  return n.label || formatFactors(n.factors);
}

function SortHeader({
  label,
  column,
  sort,
  onSort,
  numeric,
}: {
  label: string;
  column: RecordSortKey;
  sort: RecordSort;
  onSort: (sort: RecordSort) => void;
  numeric?: boolean;
}) {
  const current = parseSort(sort);
  const active = current.key === column;
  // Numbers and dates start high-to-low (the usual question is "the biggest" or "the latest").
  const firstDescending = column !== "project_name";
  const next: RecordSort = active
    ? current.descending
      ? column
      : `-${column}`
    : firstDescending
      ? `-${column}`
      : column;
  const Icon = active ? (current.descending ? ArrowDownIcon : ArrowUpIcon) : ArrowUpDownIcon;
  return (
    <TableHead
      numeric={numeric}
      aria-sort={active ? (current.descending ? "descending" : "ascending") : "none"}
    >
      <button
        type="button"
        onClick={() => onSort(next)}
        className={cn(
          "inline-flex items-center gap-1 rounded-sm outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
          numeric && "flex-row-reverse",
          !active && "text-muted-foreground",
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cn("size-3.5", !active && "opacity-50")} />
      </button>
    </TableHead>
  );
}

/** The records as a sortable table (wide screens) or as cards (phones). */
export function RecordsTable({ records, sort, onSort, normalised, per = "gsf", busy }: Props) {
  const heading = `$/${perUnit(per)}`;
  const router = useRouter();
  // With the normalised column the table is wider than a laptop: type and stage wait for a wide screen.
  const narrow = normalised ? "hidden 2xl:table-cell" : undefined;
  return (
    <div aria-busy={busy} className={cn("transition-opacity", busy && "opacity-60")}>
      <div className="hidden rounded-lg border md:block">
        <Table data-testid="records-table">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <SortHeader label="Project" column="project_name" sort={sort} onSort={onSort} />
              <TableHead>Location</TableHead>
              <TableHead className={narrow}>Type</TableHead>
              <TableHead className={narrow}>Stage</TableHead>
              <SortHeader label="Cost basis" column="cost_basis_date" sort={sort} onSort={onSort} />
              <SortHeader label="GSF" column="gsf" sort={sort} onSort={onSort} numeric />
              <SortHeader label="Total" column="total" sort={sort} onSort={onSort} numeric />
              {per === "gsf" ? (
                <SortHeader label="$/GSF" column="cost_per_gsf" sort={sort} onSort={onSort} numeric />
              ) : (
                <TableHead numeric data-testid="cost-per-heading">
                  {heading}
                </TableHead>
              )}
              {normalised && <TableHead numeric>Normalised {heading}</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {records.map((r) => (
              <TableRow
                key={r.uid}
                data-testid="record-row"
                className="cursor-pointer"
                onClick={(event) => {
                  if ((event.target as HTMLElement).closest("a")) return;
                  router.push(recordHref(r.uid));
                }}
              >
                <TableCell className="max-w-48">
                  <Link
                    href={recordHref(r.uid)}
                    className="block truncate rounded-sm font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {r.project_name}
                  </Link>
                </TableCell>
                <TableCell className="max-w-40 truncate">{location(r)}</TableCell>
                <TableCell className={cn("max-w-36 truncate text-muted-foreground", narrow)}>
                  {r.building_type_name ?? "—"}
                </TableCell>
                <TableCell className={narrow}>{stageLabel(r.stage)}</TableCell>
                <TableCell className="tabular-nums">{formatIsoDate(r.cost_basis_date)}</TableCell>
                <TableCell numeric>{formatNumber(r.metrics.gsf)}</TableCell>
                <TableCell numeric>{formatTotal(r.total_cents)}</TableCell>
                <TableCell numeric className="font-medium" data-testid="cost-per">
                  <PerCell cents={costPer(r, per)} per={per} />
                </TableCell>
                {normalised && (
                  <TableCell numeric>
                    <NormalisedCell record={r} per={per} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid gap-2 md:hidden" data-testid="records-cards">
        {records.map((r) => (
          <li key={r.uid} className="rounded-lg border bg-card p-3 text-sm" data-testid="record-card">
            <div className="flex items-start justify-between gap-3">
              <Link
                href={recordHref(r.uid)}
                className="min-w-0 rounded-sm font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {r.project_name}
              </Link>
              <span className="shrink-0 font-medium tabular-nums">{perFigure(costPer(r, per), per)}</span>
            </div>
            <p className="mt-0.5 text-muted-foreground text-xs">
              {location(r)} · {r.building_type_name ?? "No type"}
            </p>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-xs">
              <Figure label={stageLabel(r.stage)}>{formatIsoDate(r.cost_basis_date)}</Figure>
              <Figure label="GSF">{formatNumber(r.metrics.gsf)}</Figure>
              <Figure label="Total">{formatTotal(r.total_cents)}</Figure>
            </dl>
            {normalised && r.normalised && (
              <p className="mt-2 border-t pt-2 text-xs">
                Normalised{" "}
                <span className="font-medium tabular-nums">{perFigure(normalisedCostPer(r, per), per)}</span>{" "}
                <span className="text-muted-foreground" data-testid="normalised-factors">
                  {r.normalised.factors.length
                    ? formatFactorsWithIndexes(r.normalised.factors)
                    : factorLabel(r) || "× 1.00"}
                </span>
                {r.normalised.note && (
                  <span className="block text-muted-foreground" data-testid="normalised-note">
                    {r.normalised.note}
                  </span>
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The normalised figure over its factors, one short line each ("× 1.138 location (100 / 87.9)": the index
 * values, their labels in the line's title), and a one-line note or warning whose full text is its title — so
 * rows stay low and the column stays on a 1280 px screen.
 */
function NormalisedCell({ record, per }: { record: RecordDto; per: RecordMetric }) {
  const n = record.normalised;
  if (!n) return <span className="text-muted-foreground">—</span>;
  const lineClass = "block max-w-56 truncate text-right text-xs";
  return (
    <div className="grid justify-items-end gap-0.5 leading-tight">
      <span className="font-medium">
        <PerCell cents={normalisedCostPer(record, per)} per={per} />
      </span>
      {n.factors.length ? (
        <FactorLines factors={n.factors} className="justify-items-end" testId="normalised-factors" />
      ) : (
        <span className="text-muted-foreground text-xs" data-testid="normalised-factors">
          {factorLabel(record) || "× 1.00"}
        </span>
      )}
      {n.warning && (
        <span className={cn(lineClass, "text-destructive")} title={n.warning}>
          {n.warning}
        </span>
      )}
      {n.note && (
        <span className={cn(lineClass, "text-muted-foreground")} data-testid="normalised-note" title={n.note}>
          {n.note}
        </span>
      )}
    </div>
  );
}
