import "server-only";
// POST /estimate/{uid}/line/import: budget lines from CSV, XLSX or a pasted sheet. The column mapping is the
// one sent, else the company's remembered choice per header, else a guess (the estimate's own CSV export maps
// itself); cost codes map through the project import's remembered choices. A preview answers the plan with
// every row's problems; an apply writes every line through writeLinesPlanned (the estimate's lock, the line
// checks, one transaction, totals recomputed) and remembers the mapping — or writes nothing.
import { and, eq, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import type { LineImportDto } from "@/lib/contract/estimate-import";
import { lineImportMappingInput } from "@/lib/contract/estimate-import";
import { type RowError, rowErrorsBody } from "@/lib/domain/estimate/import/cells";
import {
  type LineImportMapping,
  lineMappingProblem,
  proposeLineMapping,
} from "@/lib/domain/estimate/import/line-mapping";
import { type LinePlan, planLineRows } from "@/lib/domain/estimate/import/line-rows";
import { writeAudit } from "../audit";
import { ValidationError } from "../errors";
import { getImportMapping } from "../project/import";
import type { ImportFile } from "../project/import-file";
import type { Scope } from "../scope";
import { checkVersion, inputsRecord, readEstimate } from "./core";
import { readImportTable } from "./import-inputs";
import { writeLinesPlanned } from "./lines";

const { importMappings } = schema;
const mappingKind = "estimate_lines";
const projectKind = "projects";
const sampleSize = 50;

/** The company's remembered line columns, with the project import's remembered cost codes. */
async function rememberedMapping(scope: Scope): Promise<LineImportMapping> {
  const [[row], projects] = await Promise.all([
    db()
      .select({ mapping: importMappings.mapping })
      .from(importMappings)
      .where(and(eq(importMappings.companyUid, scope.company.uid), eq(importMappings.kind, mappingKind))),
    getImportMapping(scope),
  ]);
  const parsed = lineImportMappingInput.safeParse(row?.mapping ?? {});
  return {
    columns: parsed.success ? parsed.data.columns : {},
    cost_codes: projects.cost_codes,
    legacy_codes: projects.legacy_codes,
  };
}

/** Remembers the columns (merged per header) and the cost codes chosen (into the project import's choices). */
async function rememberMapping(tx: Tx, scope: Scope, mapping: LineImportMapping) {
  const columns = JSON.stringify(mapping.columns);
  await tx.execute(sql`
    insert into import_mappings (company_uid, kind, mapping, updated_at)
    values (${scope.company.uid}::uuid, ${mappingKind}, jsonb_build_object('columns', ${columns}::jsonb, 'cost_codes', '{}'::jsonb), now())
    on conflict (company_uid, kind) do update set
      mapping = jsonb_set(import_mappings.mapping, '{columns}',
        coalesce(import_mappings.mapping->'columns', '{}'::jsonb) || ${columns}::jsonb),
      updated_at = now()`);
  if (!Object.keys(mapping.cost_codes).length) return;
  const codes = JSON.stringify(mapping.cost_codes);
  await tx.execute(sql`
    insert into import_mappings (company_uid, kind, mapping, updated_at)
    values (${scope.company.uid}::uuid, ${projectKind}, jsonb_build_object('columns', '{}'::jsonb, 'cost_codes', ${codes}::jsonb), now())
    on conflict (company_uid, kind) do update set
      mapping = jsonb_set(import_mappings.mapping, '{cost_codes}',
        coalesce(import_mappings.mapping->'cost_codes', '{}'::jsonb) || ${codes}::jsonb),
      updated_at = now()`);
}

function refuse(errors: readonly RowError[], count: number): never {
  const { fields, message } = rowErrorsBody(errors, count);
  throw new ValidationError(fields, message);
}

/** The line checks inside the write name `create.{i}.{field}`: back to the file's row and column. */
function asRowErrors(error: ValidationError, plan: LinePlan, mapping: LineImportMapping): never {
  const headerOf = new Map(Object.entries(mapping.columns).map(([h, f]) => [f, h]));
  const names: Record<string, string> = {
    unit_cost_cents: "unit_cost",
    lump_sum_cents: "lump_sum",
    split: "labor",
  };
  const errors: RowError[] = Object.entries(error.errors ?? {}).map(([key, message]) => {
    const [, index, field = ""] = /^create\.(\d+)\.?(.*)$/.exec(key) ?? [];
    const row = plan.rows[Number(index)] ?? 0;
    const f = names[field] ?? field;
    return { row, column: headerOf.get(f) ?? f, message };
  });
  refuse(errors, errors.length);
}

export async function importLines(
  scope: Scope,
  uid: string,
  file: ImportFile,
  sent: LineImportMapping | null,
  mode: "preview" | "apply",
  ifMatch?: number,
): Promise<LineImportDto> {
  const current = await readEstimate(db(), scope, uid);
  const table = await readImportTable(file);
  const remembered = await rememberedMapping(scope);
  const mapping: LineImportMapping = sent
    ? { ...sent, cost_codes: { ...remembered.cost_codes, ...sent.cost_codes } }
    : proposeLineMapping(table.headers, remembered);
  const problem = lineMappingProblem(mapping, table.headers);
  if (problem && mode === "apply") throw new ValidationError({ mapping: problem }, problem);
  const plan: LinePlan = problem
    ? {
        lines: [],
        rows: [],
        errors: [{ row: 1, column: "mapping", message: problem }],
        error_count: 1,
        skipped: 0,
        codes: [],
      }
    : planLineRows(table, mapping, inputsRecord(current));
  const answer: LineImportDto = {
    mode,
    headers: table.headers,
    // Only this file's codes travel back (the company may remember thousands).
    mapping: { ...mapping, cost_codes: Object.fromEntries(plan.codes.map((c) => [c.text, c.code])) },
    line_count: plan.lines.length,
    skipped: plan.skipped,
    sample: plan.lines.slice(0, sampleSize).map((l, i) => ({ row: plan.rows[i]!, ...l })),
    codes: plan.codes.slice(0, 500),
    errors: plan.errors,
    error_count: plan.error_count,
    estimate_version: current.version,
    created: 0,
    totals: null,
  };
  if (mode === "preview") return answer;
  if (plan.error_count) refuse(plan.errors, plan.error_count);
  if (!plan.lines.length)
    throw new ValidationError({ file: "The file has no lines to import" }, "The file has no lines to import");
  try {
    const result = await writeLinesPlanned(scope, uid, async (_tx, estimate) => {
      checkVersion(estimate.version, ifMatch);
      return {
        body: { create: plan.lines, update: [], delete: [] },
        after: async (tx) => {
          await rememberMapping(tx, scope, { ...mapping, cost_codes: sent?.cost_codes ?? {} });
          await writeAudit(tx, scope, {
            action: "estimate.lines.imported",
            targetType: "estimate",
            targetUid: uid,
            data: { lines: plan.lines.length, file: file.name },
          });
        },
      };
    });
    return { ...answer, created: plan.lines.length, totals: result?.totals ?? null };
  } catch (error) {
    if (error instanceof ValidationError && error.errors) asRowErrors(error, plan, mapping);
    throw error;
  }
}
