import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import { importMappingInput } from "@/lib/contract/project";
import { deriveRecord } from "@/lib/domain/project/record";
import { suggestCostCode } from "@/lib/domain/project-import/cost-codes";
import { guessColumns, targetLabel } from "@/lib/domain/project-import/fields";
import {
  type BuildingTypeRef,
  type ImportMapping,
  type ImportPlan,
  planImport,
  type RowError,
} from "@/lib/domain/project-import/plan";
import type { ImportTable } from "@/lib/domain/project-import/table";
import { writeAudit } from "../audit";
import { ApiError } from "../errors";
import type { Scope } from "../scope";
import { enqueueWebhooks, kickWebhooks } from "../webhooks/events";
import { type BulkColumn, type BulkValue, bulkInsert } from "./bulk-insert";
import { recordsChanged } from "./company-cache";
import { type ImportFile, readImportFile } from "./import-file";

// CSV/XLSX import of projects with records and cost lines: preview (mapping guessed or remembered,
// row errors, a summary) and import — all rows in one transaction or none, bulk inserts so 50,000 rows stay
// within seconds; the mapping used is remembered per company.

const { importMappings, buildingTypes } = schema;
const mappingKind = "projects";

export async function getImportMapping(scope: Scope): Promise<ImportMapping> {
  const [row] = await db()
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.companyUid, scope.company.uid), eq(importMappings.kind, mappingKind)));
  const parsed = importMappingInput.safeParse(row?.mapping ?? {});
  return parsed.success ? parsed.data : { columns: {}, cost_codes: {} };
}

async function saveMapping(
  tx: Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0],
  scope: Scope,
  mapping: ImportMapping,
) {
  await tx
    .insert(importMappings)
    .values({ companyUid: scope.company.uid, kind: mappingKind, mapping, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [importMappings.companyUid, importMappings.kind],
      set: { mapping: sql`excluded.mapping`, updatedAt: sql`excluded.updated_at` },
    });
}

export async function putImportMapping(scope: Scope, input: ImportMapping): Promise<ImportMapping> {
  // Remembered choices merge into what was remembered before, so a second file's mapping does not forget the first's.
  const prior = await getImportMapping(scope);
  const merged: ImportMapping = {
    columns: { ...prior.columns, ...input.columns },
    cost_codes: { ...prior.cost_codes, ...input.cost_codes },
    legacy_codes: input.legacy_codes ?? prior.legacy_codes,
  };
  await db().transaction((tx) => saveMapping(tx, scope, merged));
  return merged;
}

async function companyBuildingTypes(scope: Scope): Promise<BuildingTypeRef[]> {
  const rows = await db()
    .select({ uid: buildingTypes.uid, name: buildingTypes.name, parentUid: buildingTypes.parentUid })
    .from(buildingTypes)
    .where(eq(buildingTypes.companyUid, scope.company.uid));
  const nameOf = new Map(rows.map((r) => [r.uid, r.name]));
  return rows.map((r) => ({
    uid: r.uid,
    name: r.name,
    parent_name: r.parentUid ? (nameOf.get(r.parentUid) ?? null) : null,
  }));
}

/** The mapping for a file: what the request sent, else the remembered choice per header, else the guess. */
function mappingFor(
  table: ImportTable,
  sent: ImportMapping | null,
  remembered: ImportMapping,
): ImportMapping {
  if (sent) return sent;
  const guess = guessColumns(table.headers);
  const columns: Record<string, string> = {};
  for (const h of table.headers) columns[h] = remembered.columns[h] ?? guess[h] ?? "";
  return { columns, cost_codes: { ...remembered.cost_codes }, legacy_codes: remembered.legacy_codes };
}

async function readTable(file: ImportFile): Promise<ImportTable> {
  const result = await readImportFile(file);
  if (!result.ok) throw new ApiError("unprocessable", result.message);
  return result.table;
}

const previewRows = 100;

export async function previewImport(scope: Scope, file: ImportFile, sent: ImportMapping | null) {
  const table = await readTable(file);
  const [remembered, types] = await Promise.all([getImportMapping(scope), companyBuildingTypes(scope)]);
  const mapping = mappingFor(table, sent, remembered);
  const plan = planImport(table, mapping, types);
  const errorRows = new Set(plan.errors.map((e) => e.row));
  const shown = table.rows
    .filter((r, i) => i < previewRows || errorRows.has(r.row))
    .slice(0, previewRows + 200);
  return {
    columns: table.headers.map((header, index) => {
      const target = mapping.columns[header] ?? "";
      const samples: string[] = [];
      for (const r of table.rows) {
        const v = (r.cells[index] ?? "").trim();
        if (v !== "" && !samples.includes(v)) samples.push(v);
        if (samples.length === 3) break;
      }
      return { header, target, target_label: targetLabel(target), samples };
    }),
    mapping,
    rows: shown.map((r) => ({ row: r.row, cells: r.cells, error: errorRows.has(r.row) })),
    errors: plan.errors,
    summary: {
      ...plan.summary,
      cost_codes: plan.summary.cost_codes.map((c) => ({
        ...c,
        suggested: suggestCostCode(c.code, mapping.legacy_codes).code,
        source: suggestCostCode(c.code, mapping.legacy_codes).source,
      })),
    },
  };
}

/** 422 naming the first bad row; `errors` keyed `row_7` (first problem of each row), at most 100. */
function rowErrors(errors: RowError[], count: number): ApiError {
  const byRow: Record<string, string> = {};
  for (const e of errors) {
    if (Object.keys(byRow).length >= 100) break;
    byRow[`row_${e.row}`] ??= e.message;
  }
  const first = errors[0]!.message;
  const message =
    count === 1
      ? `${first}. Nothing was imported.`
      : `${count} problems in the file; nothing was imported. ${first}`;
  return new ApiError("unprocessable", message, byRow);
}

export type ImportResult = { projects: number; records: number; cost_lines: number; total_cents: number };

export async function runImport(
  scope: Scope,
  file: ImportFile,
  mapping: ImportMapping,
): Promise<ImportResult> {
  const table = await readTable(file);
  const plan = planImport(table, mapping, await companyBuildingTypes(scope));
  if (plan.summary.error_count > 0) throw rowErrors(plan.errors, plan.summary.error_count);
  if (plan.projects.length === 0) throw new ApiError("unprocessable", "The file has no rows to import");
  await db().transaction(async (tx) => {
    const written = await writePlan(tx, { companyUid: scope.company.uid, userUid: scope.user.uid }, plan);
    // Each imported record raises record.created as one created on its own does (records.ts).
    await enqueueWebhooks(tx, scope.company.uid, "record.created", written.created);
    await saveMapping(tx, scope, mapping);
    await writeAudit(tx, scope, {
      action: "project.imported",
      targetType: "project",
      data: {
        file: file.name,
        rows: plan.summary.rows,
        projects: plan.summary.projects,
        records: plan.summary.records,
        cost_lines: plan.summary.cost_lines,
      },
    });
  });
  recordsChanged(scope.company.uid);
  kickWebhooks();
  return {
    projects: plan.summary.projects,
    records: plan.summary.records,
    cost_lines: plan.summary.cost_lines,
    total_cents: plan.summary.total_cents,
  };
}

/** Bulk inserts with uids made here, so nothing needs RETURNING; the caller owns the transaction. */
export async function writePlan(
  tx: Tx,
  owner: { companyUid: string; userUid: string | null },
  plan: Pick<ImportPlan, "projects">,
) {
  const { companyUid, userUid } = owner;
  const now = new Date();
  const P = columns([
    ["uid", "uuid"],
    ["company_uid", "uuid"],
    ["name", "text"],
    ["number", "text"],
    ["client", "text"],
    ["architect", "text"],
    ["address", "text"],
    ["city", "text"],
    ["state", "text"],
    ["zip", "text"],
    ["metro", "text"],
    ["latitude", "float8"],
    ["longitude", "float8"],
    ["building_type_uid", "uuid"],
    ["construction_type", "text"],
    ["work_type", "text"],
    ["delivery_method", "text"],
    ["stories", "int"],
    ["tags", "text[]"],
    ["notes", "text"],
    ["created_by", "uuid"],
    ["created_at", "timestamptz"],
    ["updated_at", "timestamptz"],
  ]);
  const R = columns([
    ["uid", "uuid"],
    ["company_uid", "uuid"],
    ["project_uid", "uuid"],
    ["stage", "text"],
    ["classification", "text"],
    ["bid_date", "date"],
    ["start_date", "date"],
    ["completion_date", "date"],
    ["cost_basis_date", "date"],
    ["metrics", "jsonb"],
    ["gsf", "numeric"],
    ["total_cents", "bigint"],
    ["cost_per_gsf_cents", "bigint"],
    ["notes", "text"],
    ["project_name", "text"],
    ["building_type_uid", "uuid"],
    ["state", "text"],
    ["metro", "text"],
    ["latitude", "float8"],
    ["longitude", "float8"],
    ["project_tags", "text[]"],
    ["tags", "text[]"],
    ["created_by", "uuid"],
    ["created_at", "timestamptz"],
    ["updated_at", "timestamptz"],
  ]);
  const C = columns([
    ["record_uid", "uuid"],
    ["position", "int"],
    ["company_uid", "uuid"],
    ["cost_code", "text"],
    ["description", "text"],
    ["division", "text"],
    ["amount_cents", "bigint"],
  ]);
  const created: { uid: string; project_uid: string; stage: string; version: number }[] = [];
  for (const p of plan.projects) {
    const projectUid = randomUUID();
    P.push([
      projectUid,
      companyUid,
      p.name,
      p.number,
      p.client,
      p.architect,
      p.address,
      p.city,
      p.state,
      p.zip,
      p.metro,
      p.latitude,
      p.longitude,
      p.building_type_uid,
      p.construction_type,
      p.work_type,
      p.delivery_method,
      p.stories,
      p.tags,
      p.notes,
      userUid,
      now,
      now,
    ]);
    for (const r of p.records) {
      const recordUid = randomUUID();
      const derived = deriveRecord(r.costs, r.metrics);
      created.push({ uid: recordUid, project_uid: projectUid, stage: r.stage, version: 1 });
      // The record keeps copies of its project's filter fields (db/schema/projects.ts) and its own tags apart.
      R.push([
        recordUid,
        companyUid,
        projectUid,
        r.stage,
        r.classification,
        r.bid_date,
        r.start_date,
        r.completion_date,
        r.cost_basis_date,
        r.metrics,
        derived.gsf,
        derived.total_cents,
        derived.cost_per_gsf_cents,
        r.notes,
        p.name,
        p.building_type_uid,
        p.state,
        p.metro,
        p.latitude,
        p.longitude,
        p.tags,
        r.tags,
        userUid,
        now,
        now,
      ]);
      derived.lines.forEach((l, position) => {
        C.push([
          recordUid,
          position,
          companyUid,
          l.cost_code,
          l.description ?? null,
          l.division,
          l.amount_cents,
        ]);
      });
    }
  }
  await bulkInsert(tx, "projects", P.columns);
  await bulkInsert(tx, "project_records", R.columns);
  await bulkInsert(tx, "record_costs", C.columns);
  return { projects: P.count(), records: R.count(), cost_lines: C.count(), created };
}

/** Column-wise buffers for bulkInsert, filled a row at a time. */
function columns(spec: [string, string][]) {
  const cols: BulkColumn[] = spec.map(([name, type]) => ({ name, type, values: [] }));
  return {
    columns: cols,
    push(values: BulkValue[]) {
      for (let i = 0; i < values.length; i++) cols[i]!.values.push(values[i]);
    },
    count: () => cols[0]!.values.length,
  };
}
