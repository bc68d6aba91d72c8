// Staff import market points from CSV: a `period` column (YYYY-MM or YYYY-MM-DD) and a `value` column. Every
// row is checked; a refusal names each bad row and column ("Row 3, column value: must be a positive number")
// and nothing is imported.
import { readCsvTable } from "@/lib/domain/reference/csv";
import { maxImportErrors, readNumberCell } from "@/lib/domain/reference/imports";
import type { MarketPoint } from "./change";

export type PointsImport =
  | { ok: true; points: MarketPoint[] }
  | { ok: false; message: string; errors: string[] };

export const maxMarketValue = 1e12;

export function cellMessage(row: number, column: string, message: string): string {
  return `Row ${row}, column ${column}: ${message}`;
}

/** "2024-3", "2024-03" or "2024-03-15" → "2024-03-01"; null when it is not a month from 1900 to 2100. */
export function readPeriod(text: string): string | null {
  const m = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : 1];
  if (year < 1900 || year > 2100 || month < 1 || month > 12) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return null;
  return `${year}-${String(month).padStart(2, "0")}-01`;
}

/** Checks one row's cells: the period and value, or the first problem of each column. */
export function checkPointRow(
  row: number,
  values: Record<string, string | undefined>,
): { point: MarketPoint; errors: [] } | { point: null; errors: string[] } {
  const errors: string[] = [];
  const periodText = values.period?.trim() ?? "";
  const period = readPeriod(periodText);
  if (periodText === "") errors.push(cellMessage(row, "period", "is required"));
  else if (!period) errors.push(cellMessage(row, "period", `"${periodText}" is not a month (use YYYY-MM)`));
  const valueText = values.value?.trim() ?? "";
  const value = readNumberCell(valueText);
  if (value === undefined) errors.push(cellMessage(row, "value", "is required"));
  else if (typeof value !== "number")
    errors.push(cellMessage(row, "value", `"${valueText}" is not a number`));
  else if (value <= 0 || value > maxMarketValue)
    errors.push(cellMessage(row, "value", "must be a positive number"));
  if (errors.length || !period || typeof value !== "number") return { point: null, errors };
  return { point: { period, value }, errors: [] };
}

/** Reads a whole file: every row clean, or every problem by row and column (the first 100). */
export function parsePointsCsv(text: string): PointsImport {
  const table = readCsvTable(text, [
    { name: "period", aliases: ["date", "month"], required: true },
    { name: "value", aliases: ["price", "index"], required: true },
  ]);
  if (!table.ok) return { ok: false, message: table.message, errors: [table.message] };
  const errors: string[] = [];
  const points: MarketPoint[] = [];
  const seen = new Map<string, number>();
  for (const { row, values } of table.rows) {
    const checked = checkPointRow(row, values);
    if (!checked.point) {
      errors.push(...checked.errors);
      continue;
    }
    const earlier = seen.get(checked.point.period);
    if (earlier !== undefined) {
      errors.push(cellMessage(row, "period", `repeats the month of row ${earlier}`));
      continue;
    }
    seen.set(checked.point.period, row);
    points.push(checked.point);
  }
  if (errors.length === 0)
    return { ok: true, points: points.sort((a, b) => a.period.localeCompare(b.period)) };
  const message =
    errors.length === 1 ? errors[0]! : `${errors.length} errors; nothing was imported. ${errors[0]}`;
  return { ok: false, message, errors: errors.slice(0, maxImportErrors) };
}
