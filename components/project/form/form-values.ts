// The create/edit form's state as typed (strings, cents or null) and its conversion to the API's bodies.
// Validation runs the server's own zod schemas (lib/contract/project.ts, lib/contract/project-record.ts), so
// both say the same thing; errors are keyed like the server's: "name", "record.cost_basis_date",
// "record.costs.2.amount_cents".
import type { ProjectDto } from "@/lib/contract/project";
import type { RecordDetailDto } from "@/lib/contract/project-record";
import { type ProjectFieldName, projectFieldNames } from "@/lib/domain/project/field-names";
import type { RecordMetric } from "@/lib/domain/project/types";
import { recordMetrics } from "@/lib/domain/project/types";

export type CostRow = { key: string; cost_code: string; description: string; amount_cents: number | null };

/** Every project field as the form holds it: text, tags comma-separated. */
export type ProjectValues = Record<ProjectFieldName, string>;

export type RecordValues = {
  stage: string;
  classification: "masterformat" | "uniformat";
  bid_date: string;
  start_date: string;
  completion_date: string;
  cost_basis_date: string;
  metrics: Record<RecordMetric, string>;
  tags: string;
  notes: string;
  costs: CostRow[];
};

export type FormErrors = Record<string, string>;
export type FormMode = "new-project" | "add-record" | "edit";

let rowSeq = 0;
export const newRowKey = () => `row-${++rowSeq}`;
export const emptyCostRow = (): CostRow => ({
  key: newRowKey(),
  cost_code: "",
  description: "",
  amount_cents: null,
});

export const emptyProjectValues = (): ProjectValues =>
  Object.fromEntries(projectFieldNames.map((k) => [k, ""])) as ProjectValues;

const emptyMetrics = () =>
  Object.fromEntries(recordMetrics.map((m) => [m, ""])) as Record<RecordMetric, string>;

export const emptyRecordValues = (): RecordValues => ({
  stage: "",
  classification: "masterformat",
  bid_date: "",
  start_date: "",
  completion_date: "",
  cost_basis_date: "",
  metrics: emptyMetrics(),
  tags: "",
  notes: "",
  costs: [emptyCostRow()],
});

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));

export function projectValuesFrom(p: ProjectDto): ProjectValues {
  const values = emptyProjectValues();
  for (const k of projectFieldNames) values[k] = k === "tags" ? p.tags.join(", ") : text(p[k]);
  return values;
}

export function recordValuesFrom(r: RecordDetailDto): RecordValues {
  const metrics = emptyMetrics();
  for (const m of recordMetrics) metrics[m] = text(r.metrics[m]);
  return {
    stage: r.stage,
    classification: r.classification,
    bid_date: text(r.bid_date),
    start_date: text(r.start_date),
    completion_date: text(r.completion_date),
    cost_basis_date: r.cost_basis_date,
    metrics,
    tags: r.tags.join(", "),
    notes: text(r.notes),
    costs: r.costs.map((c) => ({
      key: newRowKey(),
      cost_code: c.cost_code,
      description: text(c.description),
      amount_cents: c.amount_cents,
    })),
  };
}

/** "" → null; a readable number → the number; anything else stays text, so the schema names the problem. */
export function numberOrText(value: string): number | string | null {
  const t = value.trim().replace(/,/g, "");
  if (t === "") return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : value;
}

export const splitTags = (value: string) =>
  value
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);

/** The project part of a body (what POST /project and PUT /project/{uid} read). */
export function projectBody(v: ProjectValues) {
  return {
    name: v.name,
    number: v.number,
    client: v.client,
    architect: v.architect,
    address: v.address,
    city: v.city,
    state: v.state,
    zip: v.zip,
    metro: v.metro,
    latitude: numberOrText(v.latitude),
    longitude: numberOrText(v.longitude),
    building_type_uid: v.building_type_uid,
    construction_type: v.construction_type,
    work_type: v.work_type,
    delivery_method: v.delivery_method,
    stories: numberOrText(v.stories),
    tags: splitTags(v.tags),
    notes: v.notes,
  };
}

/** The record part of a body; blank lines (no code, no description, no amount) are left out. */
export function recordBody(v: RecordValues) {
  const metrics: Record<string, number | string> = {};
  for (const m of recordMetrics) {
    const n = numberOrText(v.metrics[m]);
    if (n !== null) metrics[m] = n;
  }
  return {
    stage: v.stage || undefined,
    classification: v.classification,
    bid_date: v.bid_date,
    start_date: v.start_date,
    completion_date: v.completion_date,
    cost_basis_date: v.cost_basis_date || undefined,
    metrics,
    tags: splitTags(v.tags),
    notes: v.notes,
    costs: keptRows(v.costs).map((c) => ({
      cost_code: c.cost_code,
      description: c.description,
      amount_cents: c.amount_cents ?? undefined,
    })),
  };
}

const blankRow = (c: CostRow) => !c.cost_code.trim() && !c.description.trim() && c.amount_cents === null;

/** The rows that are sent: every row but fully blank ones (an untouched trailing row is not an error). */
export const keptRows = (rows: readonly CostRow[]) => rows.filter((c) => !blankRow(c));

/** Σ amounts of the rows, exact in cents. */
export const costTotal = (rows: readonly CostRow[]) =>
  rows.reduce((sum, c) => sum + (c.amount_cents ?? 0), 0);

export function prefixErrors(errors: Record<string, string> | undefined, prefix: string): FormErrors {
  const out: FormErrors = {};
  for (const [k, v] of Object.entries(errors ?? {}))
    out[k === "_" ? prefix.replace(/\.$/, "") : `${prefix}${k}`] = v;
  return out;
}

/**
 * Error keys of the kept cost rows point at the row's position among kept rows; map them back to the
 * form's row keys' positions (a blank row in the middle shifts them) and say "Required" for an empty amount.
 */
export function rowErrors(errors: FormErrors, rows: readonly CostRow[]): FormErrors {
  const kept = rows.map((row, index) => ({ row, index })).filter(({ row }) => !blankRow(row));
  const out: FormErrors = {};
  for (const [k, v] of Object.entries(errors)) {
    const m = /^record\.costs\.(\d+)\.(\w+)$/.exec(k);
    const target = m ? kept[Number(m[1])] : undefined;
    if (m && target) {
      const field = m[2]!;
      out[`record.costs.${target.index}.${field}`] =
        field === "amount_cents" && target.row.amount_cents === null ? "Required" : v;
    } else out[k] = v;
  }
  return out;
}

/** Server errors of a record write, in the form's keys (a record body's errors come without "record."). */
export function recordServerErrors(errors: Record<string, string> | undefined, rows: readonly CostRow[]) {
  return rowErrors(prefixErrors(errors, "record."), rows);
}

/** Server errors of POST /project (project fields plain, the first record under "record."). */
export function projectServerErrors(errors: Record<string, string> | undefined, rows: readonly CostRow[]) {
  return rowErrors({ ...(errors ?? {}) }, rows);
}
