// The comparison table as a grid of cells, shared by the CSV, XLSX and PDF exports: one row per division (then
// markups, then the total), one column per item, then the benchmark columns. Amounts are dollars to the cent.
import type { BenchmarkDto, ComparisonDto, ComparisonRowDto } from "@/lib/contract/comparison";

/** Text, a plain number (a count, a percentage) or an amount in whole cents. */
export type Cell = string | number | { cents: number } | null;

const money = (cents: number | null): Cell => (cents === null ? null : { cents });

/** Whole cents → dollars text exact to the cent, without float division (1234567 → "12345.67"). */
export function dollarsText(cents: number): string {
  const abs = Math.abs(cents);
  const rest = abs % 100;
  return `${cents < 0 ? "-" : ""}${(abs - rest) / 100}.${String(rest).padStart(2, "0")}`;
}

export const benchmarkHeaders = [
  "Count",
  "Average",
  "Median",
  "P25",
  "P75",
  "Min",
  "Max",
  "Reference − median",
  "Deviation %",
] as const;

export function itemHeader(item: ComparisonDto["items"][number]): string {
  return item.is_reference ? `${item.name} (reference)` : item.name;
}

export function headerRow(c: ComparisonDto): string[] {
  return ["Division", ...c.items.map(itemHeader), ...benchmarkHeaders];
}

export function benchmarkCells(
  row: BenchmarkDto & Pick<ComparisonRowDto, "deviation_cents" | "deviation_ratio">,
): Cell[] {
  return [
    row.count,
    money(row.average_cents),
    money(row.median_cents),
    money(row.p25_cents),
    money(row.p75_cents),
    money(row.min_cents),
    money(row.max_cents),
    money(row.deviation_cents),
    row.deviation_ratio === null ? null : Math.round(row.deviation_ratio * 10_000) / 100,
  ];
}

export function gridRows(c: ComparisonDto): Cell[][] {
  return [...c.table.rows, c.table.totals].map((row) => [
    row.label,
    ...row.values.map(money),
    ...benchmarkCells(row),
  ]);
}

/** "Normalised to 2026-11-26 · Houston, TX 93.4", or "Not normalised". */
export function normalisationLine(c: ComparisonDto): string {
  const parts = [c.target_date, c.target_location_label].filter(Boolean);
  return parts.length ? `Normalised to ${parts.join(" · ")}` : "Not normalised (as priced)";
}

export function exportFileName(c: ComparisonDto, ext: string): string {
  const base = c.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return `comparison-${base || "export"}.${ext}`;
}
