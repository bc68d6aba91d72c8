// CSV imports of reference data: the file is read, every row checked with the same schema as the API, and
// either every row comes back clean or the list of "Row N: …" messages does (nothing is half-imported).
import type { z } from "zod";
import { type CsvColumn, readCsvTable } from "./csv";
import {
  checkEscalationYears,
  checkIndexPoints,
  checkLocationRows,
  type IndexPointInput,
  type Issue,
  type LocationItem,
  rowMessage,
} from "./lists";
import type { Frequency } from "./periods";
import { type EscalationRateInput, escalationRateInput, indexPoint, locationIndexInput } from "./schemas";

export type ImportResult<T> = { ok: true; rows: T[] } | { ok: false; message: string; errors: string[] };

export const maxImportErrors = 100;

/** "1,234.5" → 1234.5, "4.5%" → 4.5 (when percent is allowed), "" → undefined; anything else stays text. */
export function readNumberCell(text: string, percent = false): number | string | undefined {
  const t = text.trim().replace(/\s/g, "");
  if (t === "") return undefined;
  const bare = percent && t.endsWith("%") ? t.slice(0, -1) : t;
  if (!/^[+-]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?$/.test(bare) || !/\d/.test(bare)) return text;
  return Number(bare.replace(/,/g, ""));
}

const cell = (text: string | undefined) =>
  text === undefined || text.trim() === "" ? undefined : text.trim();

function fail<T>(errors: string[]): ImportResult<T> {
  const sorted = errors.slice(0, maxImportErrors);
  const message =
    errors.length === 1
      ? errors[0]!
      : `${errors.length} rows have errors; nothing was imported. ${errors[0]}`;
  return { ok: false, message, errors: sorted };
}

/** Parse each row with its schema; the first problem of a row is reported as "Row N: field …". */
function readRows<S extends z.ZodType>(
  text: string,
  columns: CsvColumn[],
  schema: S,
  toInput: (values: Record<string, string>) => unknown,
):
  | { ok: true; rows: { row: number; data: z.output<S> }[]; errors: string[] }
  | { ok: false; message: string } {
  const table = readCsvTable(text, columns);
  if (!table.ok) return table;
  const errors: string[] = [];
  const rows: { row: number; data: z.output<S> }[] = [];
  for (const { row, values } of table.rows) {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) rows.push({ row, data: parsed.data });
    else {
      const issue = parsed.error.issues[0]!;
      errors.push(rowMessage(row, String(issue.path[0] ?? "row"), issue.message));
    }
  }
  return { ok: true, rows, errors };
}

function withListIssues(rows: { row: number }[], issues: Issue[], errors: string[]): string[] {
  const all = [...errors, ...issues.map((i) => rowMessage(rows[i.index]!.row, i.field, i.message))];
  const rowOf = (m: string) => Number(/^Row (\d+)/.exec(m)?.[1] ?? 0);
  return all.sort((a, b) => rowOf(a) - rowOf(b));
}

/** Reads the rows with their schema, then checks them as a list (duplicates, order); every problem by row. */
function readList<S extends z.ZodType, T>(
  text: string,
  columns: CsvColumn[],
  schema: S,
  toInput: (values: Record<string, string>) => unknown,
  check: (rows: z.output<S>[]) => { items: T[]; issues: Issue[] },
): ImportResult<T> {
  const read = readRows(text, columns, schema, toInput);
  if (!read.ok) return { ok: false, message: read.message, errors: [read.message] };
  const checked = check(read.rows.map((r) => r.data));
  const errors = withListIssues(read.rows, checked.issues, read.errors);
  return errors.length ? fail(errors) : { ok: true, rows: checked.items };
}

export function parseIndexCsv(text: string, frequency: Frequency): ImportResult<IndexPointInput> {
  const columns = [
    { name: "period", aliases: ["date", "month", "quarter"], required: true },
    { name: "value", aliases: ["index", "index_value"], required: true },
  ];
  return readList(
    text,
    columns,
    indexPoint,
    (v) => ({
      period: cell(v.period),
      value: readNumberCell(v.value!),
    }),
    (rows) => checkIndexPoints(rows, frequency),
  );
}

export function parseLocationCsv(text: string, defaultSeries: string): ImportResult<LocationItem> {
  const columns = [
    { name: "kind", aliases: ["type"] },
    { name: "key", aliases: ["code"] },
    { name: "label", aliases: ["name", "location", "metro", "city"], required: true },
    { name: "value", aliases: ["index", "index_value"], required: true },
    { name: "series_name", aliases: ["series"] },
  ];
  return readList(
    text,
    columns,
    locationIndexInput,
    (v) => ({
      series_name: cell(v.series_name),
      // A file without a kind column lists metros; a two-letter key alone reads as a state.
      kind: cell(v.kind)?.toLowerCase() ?? (/^[A-Za-z]{2}$/.test(v.key ?? "") ? "state" : "metro"),
      key: cell(v.key),
      label: cell(v.label),
      value: readNumberCell(v.value!),
    }),
    (rows) => checkLocationRows(rows, defaultSeries),
  );
}

/** Without a kind column, years before `currentYear` are actuals and the rest a forecast. */
export function parseEscalationCsv(text: string, currentYear: number): ImportResult<EscalationRateInput> {
  const columns = [
    { name: "year", required: true },
    { name: "rate_percent", aliases: ["rate", "rate_%", "escalation", "percent"], required: true },
    { name: "kind", aliases: ["type"] },
  ];
  return readList(
    text,
    columns,
    escalationRateInput,
    (v) => {
      const year = readNumberCell(v.year!);
      const past = typeof year === "number" && year < currentYear;
      return {
        year,
        rate_percent: readNumberCell(v.rate_percent!, true),
        kind: cell(v.kind)?.toLowerCase() ?? (past ? "actual" : "forecast"),
      };
    },
    (rows) => checkEscalationYears(rows),
  );
}
