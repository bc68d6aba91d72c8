// A record from the first row that names it: dates, metrics and the record total read from their cells, the
// rest checked with the record field rules.
import { z } from "zod";
import { isMetricValue } from "@/lib/domain/limits";
import { recordFields } from "@/lib/domain/project/fields";
import { readDate, readDollarsToCents, readNumber, readTags } from "./cells";
import type { ColumnPlan } from "./columns";
import { metricFieldKeys } from "./fields";
import type { ImportedRecord } from "./plan-types";
import { blank, type Fail, type Get, type LabelOf, reportIssues, textOrNull } from "./row-reading";
import { readClassification, readStage } from "./values";

export const recordKeys = [
  "stage",
  "classification",
  "bid_date",
  "start_date",
  "completion_date",
  "cost_basis_date",
  "record_tags",
  "record_notes",
  "record_total",
  ...metricFieldKeys,
] as const;

const recordSchemaToField: Record<string, string> = { tags: "record_tags", notes: "record_notes" };

const recordSchema = z.object({ ...recordFields, costs: z.undefined().optional() });

type RowReader = { row: number; get: Get; fail: Fail; labelOf: LabelOf };

/** The import field of a metric: a named one ("gsf") or another (`metric:parking_ratio`). */
export const metricField = (name: string) =>
  (metricFieldKeys as readonly string[]).includes(name) ? name : `metric:${name}`;

/** The message for a metric's text, or null when it is a value a record may carry. */
function metricProblem(name: string, n: number | null): string | null {
  if (name === "gsf" && (n === null || n <= 0)) return "must be a positive number";
  if (n === null || n < 0) return "must be a number of at least 0";
  if (!isMetricValue(n)) return "must be at most 1,000,000,000,000 with at most 5 decimals";
  return null;
}

/** The row's metrics; null when one could not be read (each reported). */
function readMetrics({ row, get, fail, labelOf }: RowReader, cols: ColumnPlan) {
  const metrics: Record<string, number> = {};
  let ok = true;
  const names = [
    ...metricFieldKeys.map((n) => [n, n] as const),
    ...cols.metrics.map((n) => [n, `metric:${n}`] as const),
  ];
  for (const [name, key] of names) {
    const text = get(key);
    if (blank(text)) continue;
    const n = readNumber(text!);
    const problem = metricProblem(name, n);
    if (problem) {
      fail(row, metricField(name), `${labelOf(metricField(name))} ${problem}`);
      ok = false;
    } else metrics[name] = n!;
  }
  return ok ? metrics : null;
}

/** The record total in cents, null when blank, undefined (reported) when not an amount. */
function readTotal({ row, get, fail }: RowReader) {
  const text = get("record_total");
  if (blank(text)) return null;
  const total = readDollarsToCents(text!);
  if (total === null) {
    fail(row, "record_total", `Record total "${text}" must be an amount in dollars such as 1234.56`);
    return undefined;
  }
  return total;
}

/** The row's record fields as the field rules read them; null when a date could not be read (reported). */
function recordInput({ row, get, fail, labelOf }: RowReader) {
  let ok = true;
  const date = (field: string) => {
    const text = get(field);
    if (blank(text)) return null;
    const d = readDate(text!);
    if (d === null) {
      fail(row, field, `${labelOf(field)} "${text}" must be a date such as 2024-03-15 or 3/15/2024`);
      ok = false;
    }
    return d;
  };
  const input = {
    stage: blank(get("stage")) ? undefined : readStage(get("stage")!),
    classification: blank(get("classification")) ? undefined : readClassification(get("classification")!),
    bid_date: date("bid_date"),
    start_date: date("start_date"),
    completion_date: date("completion_date"),
    cost_basis_date: blank(get("cost_basis_date")) ? undefined : (date("cost_basis_date") ?? "invalid"),
    tags: blank(get("record_tags")) ? [] : readTags(get("record_tags")!),
    notes: textOrNull(get("record_notes")),
  };
  return ok ? input : null;
}

function importedRecord(row: number, r: z.output<typeof recordSchema>, metrics: Record<string, number>) {
  const record: ImportedRecord = {
    row,
    stage: r.stage,
    classification: r.classification ?? "masterformat",
    bid_date: r.bid_date ?? null,
    start_date: r.start_date ?? null,
    completion_date: r.completion_date ?? null,
    cost_basis_date: r.cost_basis_date,
    metrics,
    tags: r.tags ?? [],
    notes: r.notes ?? null,
    costs: [],
  };
  return record;
}

export function readRecord(
  reader: RowReader,
  cols: ColumnPlan,
): { record: ImportedRecord; total: number | null } | null {
  const metrics = readMetrics(reader, cols);
  const total = readTotal(reader);
  const input = recordInput(reader);
  if (!metrics || total === undefined || !input) return null;
  const parsed = recordSchema.safeParse(input);
  if (!parsed.success) {
    reportIssues(reader.row, parsed.error, reader.fail, reader.labelOf, recordSchemaToField);
    return null;
  }
  return { total, record: importedRecord(reader.row, parsed.data, metrics) };
}
