// The import plan: every data row read with the mapping into projects → records → cost lines, checked with
// the API's own field rules (lib/domain/project/fields.ts), each problem reported as "Row 7: GSF must be a
// positive number". Rows group into a project by project_ref (else name + number) and into a record by
// record_ref (else project + stage + cost basis date); a later row of the same project or record may leave
// its fields blank but may not contradict the first row. Pure: the server resolves building types first.
import { z } from "zod";
import { lookupZip, metroByKey } from "@/lib/domain/geo/zip-centroids";
import { isMetricValue } from "@/lib/domain/limits";
import { projectFields, recordFields } from "@/lib/domain/project/fields";
import { recordRangeErrors } from "@/lib/domain/project/record";
import { centsToDollars, readDate, readDollarsToCents, readNumber, readTags } from "./cells";
import { mapCostCode } from "./cost-codes";
import { costColumn, importFieldByKey, metricFieldKeys, parseTarget } from "./fields";
import type { ImportTable } from "./table";
import {
  readClassification,
  readConstructionType,
  readDeliveryMethod,
  readMetro,
  readStage,
  readWorkType,
  readZip,
} from "./values";

export type ImportMapping = {
  /** header → target ("project_name", "metric:acres", "cost:03", "" to ignore). */
  columns: Record<string, string>;
  /** their code → company code; codes not listed take the suggestion. */
  cost_codes: Record<string, string>;
  /** Read numeric codes as the 1995 16-division format. */
  legacy_codes?: boolean;
};

export type BuildingTypeRef = { uid: string; name: string; parent_name: string | null };
export type RowError = { row: number; column: string | null; message: string };

export type ImportedCost = { cost_code: string; description: string | null; amount_cents: number };
export type ImportedRecord = {
  row: number;
  stage: string;
  classification: string;
  bid_date: string | null;
  start_date: string | null;
  completion_date: string | null;
  cost_basis_date: string;
  metrics: Record<string, number>;
  tags: string[];
  notes: string | null;
  costs: ImportedCost[];
};
export type ImportedProject = {
  row: number;
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
  building_type_uid: string | null;
  construction_type: string | null;
  work_type: string | null;
  delivery_method: string | null;
  stories: number | null;
  tags: string[];
  notes: string | null;
  records: ImportedRecord[];
};

export type ImportSummary = {
  rows: number;
  projects: number;
  records: number;
  cost_lines: number;
  total_cents: number;
  error_count: number;
  /** Their codes as found, with how often and what they map to. */
  cost_codes: { code: string; count: number; mapped_to: string }[];
};

export type ImportPlan = { projects: ImportedProject[]; errors: RowError[]; summary: ImportSummary };

export const maxReportedErrors = 500;
export const totalOnlyCostCode = "TOTAL";

const projectSchema = z.object(projectFields);
const recordSchema = z.object({ ...recordFields, costs: z.undefined().optional() });

const projectKeys = [
  "project_name",
  "project_number",
  "client",
  "architect",
  "address",
  "city",
  "state",
  "zip",
  "metro",
  "latitude",
  "longitude",
  "building_type",
  "construction_type",
  "work_type",
  "delivery_method",
  "stories",
  "project_tags",
  "project_notes",
] as const;
const recordKeys = [
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

// Schema field → import field, for naming the column in a message.
const schemaToField: Record<string, string> = {
  name: "project_name",
  number: "project_number",
  building_type_uid: "building_type",
  tags: "project_tags",
  notes: "project_notes",
};
const recordSchemaToField: Record<string, string> = { tags: "record_tags", notes: "record_notes" };

const lcFirst = (s: string) =>
  s.startsWith("Must") || s === "Required" ? s[0]!.toLowerCase() + s.slice(1) : s;
const blank = (v: string | undefined) => v === undefined || v.trim() === "";
const textOrNull = (v: string | undefined) => (blank(v) ? null : v!.trim());

const uidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Building type text → uid: a uid, "Category › Type" (or >, /), a type name that is unique, or a category. */
export function buildingTypeResolver(types: readonly BuildingTypeRef[]) {
  const byPath = new Map<string, string>();
  const byName = new Map<string, string[]>();
  const uids = new Set(types.map((t) => t.uid));
  const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");
  for (const t of types) {
    if (t.parent_name) byPath.set(`${norm(t.parent_name)}›${norm(t.name)}`, t.uid);
    const list = byName.get(norm(t.name)) ?? [];
    // A category wins over a type of the same name ("Parking" the category, not a type called Parking).
    if (t.parent_name === null) list.unshift(t.uid);
    else list.push(t.uid);
    byName.set(norm(t.name), list);
  }
  return (text: string): { uid: string } | { message: string } => {
    const t = text.trim();
    if (uidPattern.test(t)) {
      return uids.has(t.toLowerCase())
        ? { uid: t.toLowerCase() }
        : { message: `Building type ${t} is not one of yours` };
    }
    const parts = t.split(/\s*[›>/]\s*/);
    if (parts.length === 2) {
      const hit = byPath.get(`${norm(parts[0]!)}›${norm(parts[1]!)}`);
      if (hit) return { uid: hit };
    }
    const named = byName.get(norm(t));
    if (named?.length === 1 || (named && types.find((x) => x.uid === named[0])?.parent_name === null)) {
      return { uid: named![0]! };
    }
    if (named && named.length > 1) {
      return { message: `Building type "${t}" is in more than one category; write it as Category › Type` };
    }
    return { message: `Building type "${t}" is not in your building types (Settings › Building types)` };
  };
}

type ColumnPlan = {
  fields: Map<string, number>;
  /** Other metric names; their columns sit in `fields` as `metric:<name>`. */
  metrics: string[];
  costs: { index: number; code: string; label: string | null }[];
  headerOf: Map<string, string>;
};

function planColumns(headers: readonly string[], mapping: ImportMapping): ColumnPlan {
  const plan: ColumnPlan = { fields: new Map(), metrics: [], costs: [], headerOf: new Map() };
  headers.forEach((header, index) => {
    const target = parseTarget(mapping.columns[header] ?? "");
    if (!target) return;
    if (target.kind === "field") {
      if (plan.fields.has(target.key)) return;
      plan.fields.set(target.key, index);
      plan.headerOf.set(target.key, header);
    } else if (target.kind === "metric") {
      if (!/^[a-z][a-z0-9_]{0,29}$/.test(target.name)) return;
      const key = `metric:${target.name}`;
      if (plan.fields.has(key)) return;
      plan.metrics.push(target.name);
      plan.fields.set(key, index);
      plan.headerOf.set(key, header);
    } else {
      const label = costColumn(header)?.label || null;
      plan.costs.push({ index, code: target.code, label });
    }
  });
  return plan;
}

/** Checks that the mapping can build anything at all; a message for the mapping step, or null. */
export function mappingProblem(mapping: ImportMapping, headers: readonly string[]): string | null {
  const targets = headers.map((h) => mapping.columns[h] ?? "");
  const has = (k: string) => targets.includes(k);
  const missing = [
    !has("project_name") && !has("project_ref") ? "Project name" : null,
    !has("stage") ? "Stage" : null,
    !has("cost_basis_date") ? "Cost basis date" : null,
  ].filter(Boolean);
  if (missing.length) return `Map a column to ${missing.join(", ")} (required)`;
  if (has("amount") !== has("cost_code")) return "Map both Cost code and Amount, or neither";
  return null;
}

type Context = {
  resolveBuildingType: ReturnType<typeof buildingTypeResolver>;
};

type Group<T> = { item: T; raw: Map<string, string>; firstRow: number };

export function planImport(
  table: ImportTable,
  mapping: ImportMapping,
  buildingTypes: readonly BuildingTypeRef[],
): ImportPlan {
  const cols = planColumns(table.headers, mapping);
  const ctx: Context = { resolveBuildingType: buildingTypeResolver(buildingTypes) };
  const errors: RowError[] = [];
  let errorCount = 0;
  const fail = (row: number, field: string | null, message: string) => {
    errorCount++;
    if (errors.length < maxReportedErrors) {
      const column = field ? (cols.headerOf.get(field) ?? null) : null;
      errors.push({ row, column, message: `Row ${row}: ${message}` });
    }
  };
  const labelOf = (field: string) =>
    importFieldByKey.get(field)?.label ?? (field.startsWith("metric:") ? field.slice(7) : field);

  const problem = mappingProblem(mapping, table.headers);
  const projects = new Map<string, Group<ImportedProject>>();
  const records = new Map<string, Group<ImportedRecord> & { total: number | null }>();
  const codeCounts = new Map<string, { count: number; mapped_to: string }>();
  const dates = new Map<string, string>();
  const dateKey = (text: string) => {
    let hit = dates.get(text);
    if (hit === undefined) {
      hit = readDate(text) ?? text;
      dates.set(text, hit);
    }
    return hit;
  };
  if (problem) {
    return {
      projects: [],
      errors: [{ row: 1, column: null, message: problem }],
      summary: summarise([], 1, table),
    };
  }

  for (const { row, cells } of table.rows) {
    const get = (field: string) => {
      const at = cols.fields.get(field);
      return at === undefined ? undefined : (cells[at] ?? "").trim();
    };
    if (cells.every((c) => c.trim() === "")) continue;
    const before = errorCount;

    // Project
    const name = get("project_name") ?? "";
    const ref = get("project_ref") ?? "";
    const projectKey =
      ref !== "" ? `ref:${ref}` : `name:${name.toLowerCase()}|${(get("project_number") ?? "").toLowerCase()}`;
    if (ref === "" && name === "") {
      fail(row, "project_name", "Project name is required");
      continue;
    }
    let project = projects.get(projectKey);
    if (!project) {
      const item = readProject(row, get, ctx, fail, labelOf);
      if (!item) continue;
      project = { item, raw: rawValues(projectKeys, get), firstRow: row };
      projects.set(projectKey, project);
    } else {
      compareRaw(row, project, projectKeys, get, fail, labelOf, "project");
    }

    // Record
    const recordRef = get("record_ref") ?? "";
    const recordKey =
      recordRef !== ""
        ? `${projectKey}#ref:${recordRef}`
        : `${projectKey}#${(get("stage") ?? "").toLowerCase()}|${dateKey(get("cost_basis_date") ?? "")}`;
    let record = records.get(recordKey);
    if (!record) {
      const read = readRecord(row, get, cols, fail, labelOf);
      if (!read) continue;
      const keys = [...recordKeys, ...cols.metrics.map((n) => `metric:${n}`)];
      record = { item: read.record, raw: rawValues(keys, get), firstRow: row, total: read.total };
      records.set(recordKey, record);
      project.item.records.push(record.item);
    } else {
      compareRaw(
        row,
        record,
        [...recordKeys, ...cols.metrics.map((n) => `metric:${n}`)],
        get,
        fail,
        labelOf,
        "record",
      );
    }

    // Cost lines: the code/amount pair, then any cost columns.
    const code = get("cost_code") ?? "";
    const amount = get("amount") ?? "";
    if (code !== "" || amount !== "") {
      if (code === "") fail(row, "cost_code", "Cost code is required when an amount is given");
      else if (amount === "") fail(row, "amount", `Amount is required for cost code ${code}`);
      else if (code.length > 50) fail(row, "cost_code", "Cost code must be at most 50 characters");
      else {
        const cents = readDollarsToCents(amount);
        if (cents === null)
          fail(row, "amount", `Amount "${amount}" must be an amount in dollars such as 1234.56`);
        else if (errorCount === before) {
          const description = textOrNull(get("cost_description"));
          if (description && description.length > 500)
            fail(row, "cost_description", "Cost description must be at most 500 characters");
          else record.item.costs.push({ cost_code: countCode(code), description, amount_cents: cents });
        }
      }
    }
    for (const column of cols.costs) {
      const value = (cells[column.index] ?? "").trim();
      if (value === "") continue;
      const cents = readDollarsToCents(value);
      if (cents === null) {
        errorCount++;
        if (errors.length < maxReportedErrors) {
          errors.push({
            row,
            column: table.headers[column.index]!,
            message: `Row ${row}: ${table.headers[column.index]} "${value}" must be an amount in dollars such as 1234.56`,
          });
        }
      } else if (errorCount === before) {
        record.item.costs.push({
          cost_code: countCode(column.code),
          description: column.label,
          amount_cents: cents,
        });
      }
    }
  }

  function countCode(their: string): string {
    const key = their.trim();
    let hit = codeCounts.get(key);
    if (!hit) {
      hit = { count: 0, mapped_to: mapCostCode(key, mapping.cost_codes, mapping.legacy_codes) };
      codeCounts.set(key, hit);
    }
    hit.count++;
    return hit.mapped_to;
  }

  // Totals: a record total must equal its lines; a total alone becomes one line (no breakdown given).
  for (const record of records.values()) {
    const { item, total, firstRow } = record;
    const sum = item.costs.reduce((s, c) => s + c.amount_cents, 0);
    if (total === null || (item.costs.length === 0 && total === 0)) continue;
    if (item.costs.length === 0 && total !== 0) {
      item.costs.push({
        cost_code: totalOnlyCostCode,
        description: "Total (no breakdown)",
        amount_cents: total,
      });
    } else if (sum !== total) {
      fail(
        firstRow,
        "record_total",
        `Record total ${centsToDollars(total)} does not equal the sum of its cost lines (${centsToDollars(sum)})`,
      );
    }
  }
  for (const record of records.values()) {
    if (record.item.costs.length > 5000)
      fail(record.firstRow, null, "A record may have at most 5000 cost lines");
    // Derived numbers must fit their columns (lib/domain/limits.ts), as in the API.
    for (const [key, message] of Object.entries(recordRangeErrors(record.item.costs, record.item.metrics))) {
      const metric = key.slice("metrics.".length);
      const field = (metricFieldKeys as readonly string[]).includes(metric) ? metric : `metric:${metric}`;
      fail(record.firstRow, key === "costs" ? "record_total" : field, message);
    }
    const classification = record.raw.get("classification");
    if (!classification) {
      const codes = record.item.costs.map((c) => c.cost_code);
      if (codes.length > 0 && codes.every((c) => /^[A-G](\d{2}){0,2}$/.test(c)))
        record.item.classification = "uniformat";
    }
  }

  errors.sort((a, b) => a.row - b.row);
  const list = [...projects.values()].map((p) => p.item);
  const summary = summarise(list, errorCount, table);
  summary.cost_codes = [...codeCounts.entries()]
    .map(([code, v]) => ({ code, count: v.count, mapped_to: v.mapped_to }))
    .sort((a, b) => a.code.localeCompare(b.code, "en", { numeric: true }));
  return { projects: errorCount > 0 ? [] : list, errors, summary };
}

function summarise(projects: ImportedProject[], errorCount: number, table: ImportTable): ImportSummary {
  let records = 0;
  let lines = 0;
  let total = 0;
  for (const p of projects) {
    records += p.records.length;
    for (const r of p.records) {
      lines += r.costs.length;
      for (const c of r.costs) total += c.amount_cents;
    }
  }
  return {
    rows: table.rows.length,
    projects: projects.length,
    records,
    cost_lines: lines,
    total_cents: total,
    error_count: errorCount,
    cost_codes: [],
  };
}

function rawValues(keys: readonly string[], get: (f: string) => string | undefined) {
  const raw = new Map<string, string>();
  for (const k of keys) {
    const v = get(k);
    if (v !== undefined && v !== "") raw.set(k, v);
  }
  return raw;
}

function compareRaw(
  row: number,
  group: Group<unknown>,
  keys: readonly string[],
  get: (f: string) => string | undefined,
  fail: (row: number, field: string | null, message: string) => void,
  labelOf: (f: string) => string,
  what: "project" | "record",
) {
  for (const k of keys) {
    const v = get(k);
    if (v === undefined || v === "") continue;
    const first = group.raw.get(k) ?? "";
    if (v.toLowerCase() !== first.toLowerCase()) {
      fail(
        row,
        k,
        `${labelOf(k)} "${v}" differs from row ${group.firstRow} of the same ${what} (${first === "" ? "blank" : `"${first}"`})`,
      );
      return;
    }
  }
}

type Fail = (row: number, field: string | null, message: string) => void;

function reportIssues(
  row: number,
  error: z.ZodError,
  fail: Fail,
  labelOf: (f: string) => string,
  names: Record<string, string>,
) {
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (seen.has(key)) continue;
    seen.add(key);
    const field = key === "metrics" ? String(issue.path[1] ?? "") : (names[key] ?? key);
    const label = labelOf(field);
    fail(row, field, `${label} ${issue.message === "Required" ? "is required" : lcFirst(issue.message)}`);
  }
}

function number(
  row: number,
  field: string,
  text: string | undefined,
  fail: Fail,
  labelOf: (f: string) => string,
) {
  if (blank(text)) return null;
  const n = readNumber(text!);
  if (n === null) {
    fail(row, field, `${labelOf(field)} "${text}" must be a number`);
    return undefined;
  }
  return n;
}

function readProject(
  row: number,
  get: (f: string) => string | undefined,
  ctx: Context,
  fail: Fail,
  labelOf: (f: string) => string,
): ImportedProject | null {
  let ok = true;
  const num = (field: string) => {
    const n = number(row, field, get(field), fail, labelOf);
    if (n === undefined) ok = false;
    return n ?? null;
  };
  let buildingTypeUid: string | null = null;
  const typeText = get("building_type");
  if (!blank(typeText)) {
    const hit = ctx.resolveBuildingType(typeText!);
    if ("uid" in hit) buildingTypeUid = hit.uid;
    else {
      fail(row, "building_type", hit.message);
      ok = false;
    }
  }
  const input = {
    name: get("project_name") ?? "",
    number: textOrNull(get("project_number")),
    client: textOrNull(get("client")),
    architect: textOrNull(get("architect")),
    address: textOrNull(get("address")),
    city: textOrNull(get("city")),
    state: textOrNull(get("state")),
    zip: blank(get("zip")) ? null : readZip(get("zip")!),
    metro: blank(get("metro")) ? null : readMetro(get("metro")!),
    latitude: num("latitude"),
    longitude: num("longitude"),
    building_type_uid: buildingTypeUid,
    construction_type: blank(get("construction_type"))
      ? null
      : readConstructionType(get("construction_type")!),
    work_type: blank(get("work_type")) ? null : readWorkType(get("work_type")!),
    delivery_method: blank(get("delivery_method")) ? null : readDeliveryMethod(get("delivery_method")!),
    stories: num("stories"),
    tags: blank(get("project_tags")) ? [] : readTags(get("project_tags")!),
    notes: textOrNull(get("project_notes")),
  };
  if (!ok) return null;
  if ((input.latitude === null) !== (input.longitude === null)) {
    fail(
      row,
      input.latitude === null ? "latitude" : "longitude",
      "Give both latitude and longitude, or neither",
    );
    return null;
  }
  const parsed = projectSchema.safeParse(input);
  if (!parsed.success) {
    reportIssues(row, parsed.error, fail, labelOf, schemaToField);
    return null;
  }
  const p = parsed.data;
  const item: ImportedProject = {
    row,
    name: p.name,
    number: p.number ?? null,
    client: p.client ?? null,
    architect: p.architect ?? null,
    address: p.address ?? null,
    city: p.city ?? null,
    state: p.state ?? null,
    zip: p.zip ?? null,
    metro: p.metro ?? null,
    latitude: p.latitude ?? null,
    longitude: p.longitude ?? null,
    building_type_uid: p.building_type_uid ?? null,
    construction_type: p.construction_type ?? null,
    work_type: p.work_type ?? null,
    delivery_method: p.delivery_method ?? null,
    stories: p.stories ?? null,
    tags: p.tags ?? [],
    notes: p.notes ?? null,
    records: [],
  };
  fillLocation(item);
  return item;
}

/** Missing coordinates (and state, metro) from the ZIP code's sectional center, else the metro's centre. */
export function fillLocation(p: {
  zip: string | null;
  state: string | null;
  metro: string | null;
  latitude: number | null;
  longitude: number | null;
}) {
  const zip = p.zip ? lookupZip(p.zip) : null;
  if (zip) {
    p.state ??= zip.state;
    p.metro ??= zip.metro;
  }
  if (p.latitude !== null || p.longitude !== null) return;
  if (zip) {
    p.latitude = zip.lat;
    p.longitude = zip.lng;
    return;
  }
  const metro = p.metro ? metroByKey(p.metro) : undefined;
  if (metro) {
    p.latitude = metro.lat;
    p.longitude = metro.lng;
  }
}

function readRecord(
  row: number,
  get: (f: string) => string | undefined,
  cols: ColumnPlan,
  fail: Fail,
  labelOf: (f: string) => string,
): { record: ImportedRecord; total: number | null } | null {
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
  const metrics: Record<string, number> = {};
  const metric = (name: string, text: string | undefined) => {
    if (blank(text)) return;
    const n = readNumber(text!);
    const field = (metricFieldKeys as readonly string[]).includes(name) ? name : `metric:${name}`;
    const label = labelOf(field);
    if (name === "gsf" && (n === null || n <= 0)) {
      fail(row, field, `${label} must be a positive number`);
      ok = false;
    } else if (n === null || n < 0) {
      fail(row, field, `${label} must be a number of at least 0`);
      ok = false;
    } else if (!isMetricValue(n)) {
      fail(row, field, `${label} must be at most 1,000,000,000,000 with at most 5 decimals`);
      ok = false;
    } else metrics[name] = n;
  };
  for (const name of metricFieldKeys) metric(name, get(name));
  for (const name of cols.metrics) metric(name, get(`metric:${name}`));
  let total: number | null = null;
  const totalText = get("record_total");
  if (!blank(totalText)) {
    total = readDollarsToCents(totalText!);
    if (total === null) {
      fail(row, "record_total", `Record total "${totalText}" must be an amount in dollars such as 1234.56`);
      ok = false;
    }
  }
  const stageText = get("stage");
  const input = {
    stage: blank(stageText) ? undefined : readStage(stageText!),
    classification: blank(get("classification")) ? undefined : readClassification(get("classification")!),
    bid_date: date("bid_date"),
    start_date: date("start_date"),
    completion_date: date("completion_date"),
    cost_basis_date: blank(get("cost_basis_date")) ? undefined : (date("cost_basis_date") ?? "invalid"),
    tags: blank(get("record_tags")) ? [] : readTags(get("record_tags")!),
    notes: textOrNull(get("record_notes")),
  };
  if (!ok) return null;
  const parsed = recordSchema.safeParse(input);
  if (!parsed.success) {
    reportIssues(row, parsed.error, fail, labelOf, recordSchemaToField);
    return null;
  }
  const r = parsed.data;
  return {
    total,
    record: {
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
    },
  };
}
