// The export layout: one row per cost line (a record without lines gets one row), every project and record
// field repeated, references (project_ref / record_ref: the uids) so rows regroup exactly, and the column
// names of the import's fields — an export maps itself on re-import and gives back the same projects,
// records and lines (lossless; tests/integration/project-import-roundtrip.test.ts).
import { centsToDollars, writeTags } from "./cells";
import { importFields, metricFieldKeys } from "./fields";
import type { ImportedCost, RecordFileFields } from "./plan-types";

export type ExportProject = {
  uid: string;
  name: string;
  number: string | null;
  client: string | null;
  architect: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  metro: string | null;
  latitude: number | null;
  longitude: number | null;
  /** "Category › Type" (or the category alone). */
  building_type: string | null;
  construction_type: string | null;
  work_type: string | null;
  delivery_method: string | null;
  stories: number | null;
  tags: string[];
  notes: string | null;
};

export type ExportRecord = RecordFileFields & { uid: string; total_cents: number; costs: ImportedCost[] };

/** A cell before it is written: text, or a number the XLSX keeps numeric (CSV writes String(n)). */
export type ExportCell = string | number | null;

const standardMetrics = metricFieldKeys as readonly string[];

/** The column names: the fields in order, other metrics (`metric:<name>`) after the standard ones. */
export function exportColumns(otherMetrics: readonly string[]): string[] {
  const extra = [...new Set(otherMetrics)].filter((m) => !standardMetrics.includes(m)).sort();
  const out: string[] = [];
  for (const field of importFields) {
    out.push(field.key);
    if (field.key === "stalls") out.push(...extra.map((m) => `metric:${m}`));
  }
  return out;
}

/** The metric names of records beyond the standard ones (for exportColumns). */
export function otherMetricNames(records: readonly { metrics: Record<string, number> }[]): string[] {
  const names = new Set<string>();
  for (const r of records)
    for (const k of Object.keys(r.metrics)) if (!standardMetrics.includes(k)) names.add(k);
  return [...names];
}

const dollars = (cents: number) => Number(centsToDollars(cents));

export function exportRows(
  project: ExportProject,
  record: ExportRecord,
  columns: readonly string[],
  numbersAsText = false,
): ExportCell[][] {
  const amount = (cents: number): ExportCell => (numbersAsText ? centsToDollars(cents) : dollars(cents));
  const base: Record<string, ExportCell> = {
    project_ref: project.uid,
    project_name: project.name,
    project_number: project.number,
    client: project.client,
    architect: project.architect,
    address: project.address,
    city: project.city,
    state: project.state,
    zip: project.zip,
    metro: project.metro,
    latitude: project.latitude,
    longitude: project.longitude,
    building_type: project.building_type,
    construction_type: project.construction_type,
    work_type: project.work_type,
    delivery_method: project.delivery_method,
    stories: project.stories,
    project_tags: writeTags(project.tags) || null,
    project_notes: project.notes,
    record_ref: record.uid,
    stage: record.stage,
    classification: record.classification,
    bid_date: record.bid_date,
    start_date: record.start_date,
    completion_date: record.completion_date,
    cost_basis_date: record.cost_basis_date,
    record_tags: writeTags(record.tags) || null,
    record_notes: record.notes,
    record_total: amount(record.total_cents),
  };
  for (const [name, value] of Object.entries(record.metrics)) {
    base[standardMetrics.includes(name) ? name : `metric:${name}`] = value;
  }
  const lines = record.costs.length > 0 ? record.costs : [null];
  return lines.map((line) => {
    const values: Record<string, ExportCell> = {
      ...base,
      cost_code: line?.cost_code ?? null,
      cost_description: line?.description ?? null,
      amount: line ? amount(line.amount_cents) : null,
    };
    return columns.map((c) => {
      const v = values[c] ?? null;
      return numbersAsText && typeof v === "number" ? String(v) : v;
    });
  });
}
