// The import plan: every data row read with the mapping into projects → records → cost lines, checked with
// the API's own field rules (lib/domain/project/fields.ts), each problem reported as "Row 7: GSF must be a
// positive number". Rows group into a project by project_ref (else name + number) and into a record by
// record_ref (else project + stage + cost basis date); a later row of the same project or record may leave
// its fields blank but may not contradict the first row. Pure: the server resolves building types first.

import { naturalCompare } from "@/lib/domain/compare";
import { recordRangeErrors } from "@/lib/domain/project/record";
import { buildingTypeResolver } from "./building-types";
import { centsToDollars, readDate, readDollarsToCents } from "./cells";
import { type ColumnPlan, mappingProblem, planColumns } from "./columns";
import { mapCostCode } from "./cost-codes";
import { importFieldByKey } from "./fields";
import {
  type BuildingTypeRef,
  type ImportedProject,
  type ImportedRecord,
  type ImportMapping,
  type ImportPlan,
  type ImportSummary,
  maxReportedErrors,
  type RowError,
  totalOnlyCostCode,
} from "./plan-types";
import { projectKeys, type ResolveBuildingType, readProject } from "./read-project";
import { metricField, readRecord, recordKeys } from "./read-record";
import { compareRaw, type Fail, type Get, type Group, rawValues, textOrNull } from "./row-reading";
import type { ImportRow, ImportTable } from "./table";

// Where the server, the import dialog and the seed have always found them.
export { buildingTypeResolver } from "./building-types";
export type * from "./plan-types";

type RecordGroup = Group<ImportedRecord> & { total: number | null };

/** Everything the rows of one file add to as they are read. */
type PlanState = {
  table: ImportTable;
  mapping: ImportMapping;
  cols: ColumnPlan;
  resolve: ResolveBuildingType;
  report: ReturnType<typeof reporter>;
  projects: Map<string, Group<ImportedProject>>;
  records: Map<string, RecordGroup>;
  codes: Map<string, { count: number; mapped_to: string }>;
  dates: Map<string, string>;
};

/** Counts every problem; keeps the first 500 with the column they are in. */
function reporter(headerOf: Map<string, string>) {
  const errors: RowError[] = [];
  let count = 0;
  const inColumn = (row: number, column: string | null, message: string) => {
    count++;
    if (errors.length < maxReportedErrors) errors.push({ row, column, message: `Row ${row}: ${message}` });
  };
  const fail: Fail = (row, field, message) =>
    inColumn(row, field ? (headerOf.get(field) ?? null) : null, message);
  return { errors, count: () => count, fail, inColumn };
}

const labelOf = (field: string) =>
  importFieldByKey.get(field)?.label ?? (field.startsWith("metric:") ? field.slice(7) : field);

/** A cost basis date as the record key compares it: "3/15/2024" and "2024-03-15" are one record. */
function dateKey(s: PlanState, text: string) {
  let hit = s.dates.get(text);
  if (hit === undefined) {
    hit = readDate(text) ?? text;
    s.dates.set(text, hit);
  }
  return hit;
}

/** The project a row belongs to, read from it when it is the first; null when the row cannot name one. */
function projectOf(s: PlanState, row: number, get: Get) {
  const name = get("project_name") ?? "";
  const ref = get("project_ref") ?? "";
  if (ref === "" && name === "") {
    s.report.fail(row, "project_name", "Project name is required");
    return null;
  }
  const key =
    ref !== "" ? `ref:${ref}` : `name:${name.toLowerCase()}|${(get("project_number") ?? "").toLowerCase()}`;
  const known = s.projects.get(key);
  if (known) {
    compareRaw(row, known, projectKeys, get, s.report.fail, labelOf, "project");
    return { key, group: known };
  }
  const item = readProject({ row, get, fail: s.report.fail, labelOf }, s.resolve);
  if (!item) return null;
  const group = { item, raw: rawValues(projectKeys, get), firstRow: row };
  s.projects.set(key, group);
  return { key, group };
}

/** The record a row belongs to within its project, read from it when it is the first. */
function recordOf(
  s: PlanState,
  row: number,
  get: Get,
  project: { key: string; group: Group<ImportedProject> },
) {
  const ref = get("record_ref") ?? "";
  const key =
    ref !== ""
      ? `${project.key}#ref:${ref}`
      : `${project.key}#${(get("stage") ?? "").toLowerCase()}|${dateKey(s, get("cost_basis_date") ?? "")}`;
  const keys = [...recordKeys, ...s.cols.metrics.map((n) => `metric:${n}`)];
  const known = s.records.get(key);
  if (known) {
    compareRaw(row, known, keys, get, s.report.fail, labelOf, "record");
    return known;
  }
  const read = readRecord({ row, get, fail: s.report.fail, labelOf }, s.cols);
  if (!read) return null;
  const group = { item: read.record, raw: rawValues(keys, get), firstRow: row, total: read.total };
  s.records.set(key, group);
  project.group.item.records.push(group.item);
  return group;
}

/** Their code → the company's, counted for the summary. */
function countCode(s: PlanState, their: string): string {
  const key = their.trim();
  let hit = s.codes.get(key);
  if (!hit) {
    hit = { count: 0, mapped_to: mapCostCode(key, s.mapping.cost_codes, s.mapping.legacy_codes) };
    s.codes.set(key, hit);
  }
  hit.count++;
  return hit.mapped_to;
}

/** The row's cost code and amount pair; a line is added only when the row has no problem so far. */
function addCodeLine(s: PlanState, row: number, get: Get, record: RecordGroup, before: number) {
  const code = get("cost_code") ?? "";
  const amount = get("amount") ?? "";
  const fail = s.report.fail;
  if (code === "" && amount === "") return;
  if (code === "") return fail(row, "cost_code", "Cost code is required when an amount is given");
  if (amount === "") return fail(row, "amount", `Amount is required for cost code ${code}`);
  if (code.length > 50) return fail(row, "cost_code", "Cost code must be at most 50 characters");
  const cents = readDollarsToCents(amount);
  if (cents === null)
    return fail(row, "amount", `Amount "${amount}" must be an amount in dollars such as 1234.56`);
  if (s.report.count() !== before) return;
  const description = textOrNull(get("cost_description"));
  if (description && description.length > 500)
    return fail(row, "cost_description", "Cost description must be at most 500 characters");
  record.item.costs.push({ cost_code: countCode(s, code), description, amount_cents: cents });
}

/** Amounts in cost columns ("03 Concrete"), one line each. */
function addColumnLines(s: PlanState, { row, cells }: ImportRow, record: RecordGroup, before: number) {
  for (const column of s.cols.costs) {
    const value = (cells[column.index] ?? "").trim();
    if (value === "") continue;
    const cents = readDollarsToCents(value);
    const header = s.table.headers[column.index]!;
    if (cents === null) {
      s.report.inColumn(row, header, `${header} "${value}" must be an amount in dollars such as 1234.56`);
    } else if (s.report.count() === before) {
      record.item.costs.push({
        cost_code: countCode(s, column.code),
        description: column.label,
        amount_cents: cents,
      });
    }
  }
}

function planRow(s: PlanState, line: ImportRow) {
  const { row, cells } = line;
  if (cells.every((c) => c.trim() === "")) return;
  const get: Get = (field) => {
    const at = s.cols.fields.get(field);
    return at === undefined ? undefined : (cells[at] ?? "").trim();
  };
  const before = s.report.count();
  const project = projectOf(s, row, get);
  if (!project) return;
  const record = recordOf(s, row, get, project);
  if (!record) return;
  addCodeLine(s, row, get, record, before);
  addColumnLines(s, line, record, before);
}

/** A record total must equal its lines; a total alone becomes one line (no breakdown given). */
function settleTotal(s: PlanState, { item, total, firstRow }: RecordGroup) {
  if (total === null || (item.costs.length === 0 && total === 0)) return;
  const sum = item.costs.reduce((acc, c) => acc + c.amount_cents, 0);
  if (item.costs.length === 0) {
    item.costs.push({
      cost_code: totalOnlyCostCode,
      description: "Total (no breakdown)",
      amount_cents: total,
    });
  } else if (sum !== total) {
    const message = `Record total ${centsToDollars(total)} does not equal the sum of its cost lines (${centsToDollars(sum)})`;
    s.report.fail(firstRow, "record_total", message);
  }
}

/** Lines per record and the derived numbers fit their columns (lib/domain/limits.ts), as in the API. */
function checkRecord(s: PlanState, record: RecordGroup) {
  const { item, firstRow } = record;
  if (item.costs.length > 5000) s.report.fail(firstRow, null, "A record may have at most 5000 cost lines");
  for (const [key, message] of Object.entries(recordRangeErrors(item.costs, item.metrics))) {
    const field = key === "costs" ? "record_total" : metricField(key.slice("metrics.".length));
    s.report.fail(firstRow, field, message);
  }
  // Without a classification column, codes that are all UniFormat make a UniFormat record.
  if (!record.raw.get("classification")) {
    const codes = item.costs.map((c) => c.cost_code);
    if (codes.length > 0 && codes.every((c) => /^[A-G](\d{2}){0,2}$/.test(c)))
      item.classification = "uniformat";
  }
}

function summarise(projects: ImportedProject[], errorCount: number, table: ImportTable): ImportSummary {
  const records = projects.flatMap((p) => p.records);
  const lines = records.flatMap((r) => r.costs);
  return {
    rows: table.rows.length,
    projects: projects.length,
    records: records.length,
    cost_lines: lines.length,
    total_cents: lines.reduce((sum, c) => sum + c.amount_cents, 0),
    error_count: errorCount,
    cost_codes: [],
  };
}

function finish(s: PlanState): ImportPlan {
  const errors = s.report.errors.sort((a, b) => a.row - b.row);
  const list = [...s.projects.values()].map((p) => p.item);
  const summary = summarise(list, s.report.count(), s.table);
  summary.cost_codes = [...s.codes.entries()]
    .map(([code, v]) => ({ code, count: v.count, mapped_to: v.mapped_to }))
    .sort((a, b) => naturalCompare(a.code, b.code));
  return { projects: s.report.count() > 0 ? [] : list, errors, summary };
}

export function planImport(
  table: ImportTable,
  mapping: ImportMapping,
  buildingTypes: readonly BuildingTypeRef[],
): ImportPlan {
  const problem = mappingProblem(mapping, table.headers);
  if (problem) {
    return {
      projects: [],
      errors: [{ row: 1, column: null, message: problem }],
      summary: summarise([], 1, table),
    };
  }
  const cols = planColumns(table.headers, mapping);
  const s: PlanState = {
    table,
    mapping,
    cols,
    resolve: buildingTypeResolver(buildingTypes),
    report: reporter(cols.headerOf),
    projects: new Map(),
    records: new Map(),
    codes: new Map(),
    dates: new Map(),
  };
  for (const line of table.rows) planRow(s, line);
  for (const record of s.records.values()) settleTotal(s, record);
  for (const record of s.records.values()) checkRecord(s, record);
  return finish(s);
}
