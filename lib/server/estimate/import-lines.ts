import "server-only";
// POST /estimate/{uid}/line/import: budget lines from CSV, XLSX or a pasted sheet. The column mapping is the
// one sent, else the company's remembered choice per header, else a guess (the estimate's own CSV export maps
// itself); cost codes map through the project import's remembered choices. A preview answers the plan with
// every row's problems; an apply writes every line in one transaction (the estimate's lock as every line write
// takes it, so a final estimate refuses; one bulk insert; totals recomputed) and remembers the mapping — or
// writes nothing.
import { and, eq, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import type { EstimateRow } from "@/db/schema";
import type { LineImportDto } from "@/lib/contract/estimate-import";
import { lineImportMappingInput } from "@/lib/contract/estimate-import";
import { type RowError, rowErrorsBody } from "@/lib/domain/estimate/import/cells";
import {
  type LineImportMapping,
  lineMappingProblem,
  proposeLineMapping,
} from "@/lib/domain/estimate/import/line-mapping";
import { type ImportedLine, type LinePlan, planLineRows } from "@/lib/domain/estimate/import/line-rows";
import { costPerMetric } from "@/lib/domain/reference/cents";
import { writeAudit } from "../audit";
import { PreconditionFailedError, ValidationError } from "../errors";
import { textArrayLiteral } from "../project/bulk-insert";
import { getImportMapping } from "../project/import";
import type { ImportFile } from "../project/import-file";
import { publish } from "../realtime";
import type { Scope } from "../scope";
import {
  checkVersion,
  inputsRecord,
  loadEscalationRates,
  lockEstimate,
  readEstimate,
  selectText,
  storeTotals,
} from "./core";
import { readImportTable } from "./import-inputs";
import { linesChangedEvent } from "./lines";

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

const STEP = 1024;
const CHUNK = 10_000;

const text = (v: string | number | null) => (v === null ? null : String(v));

/**
 * The lines in statements of 10,000 rows, each column one text-array parameter (unnest, as bulkInsert does);
 * the estimate, company and editor are constants and the uid its default, so only the lines' own fields travel.
 */
async function insertLines(tx: Tx, scope: Scope, estimateUid: string, last: number, lines: ImportedLine[]) {
  for (let start = 0; start < lines.length; start += CHUNK) {
    const chunk = lines.slice(start, start + CHUNK);
    const column = (values: (string | null)[]) => sql`${textArrayLiteral(values)}::text[]`;
    await tx.execute(sql`
      insert into estimate_lines (estimate_uid, company_uid, updated_by, position, cost_code, description, quantity,
        unit, unit_cost_cents, lump_sum_cents, split, cost_type, alternate, allowance, tags, notes, area)
      select ${estimateUid}::uuid, ${scope.company.uid}::uuid, ${scope.user.uid}::uuid,
        ${last}::float8 + ${STEP}::float8 * (start + n), c0, c1, c2, c3, c4::numeric, c5::bigint, c6::jsonb, c7,
        c8::boolean, c9::boolean, c10::text[], c11, c12
      from unnest(
        ${column(chunk.map((l) => l.cost_code))}, ${column(chunk.map((l) => l.description))},
        ${column(chunk.map((l) => l.quantity))}, ${column(chunk.map((l) => l.unit))},
        ${column(chunk.map((l) => text(l.unit_cost_cents)))}, ${column(chunk.map((l) => text(l.lump_sum_cents)))},
        ${column(chunk.map((l) => (l.split ? JSON.stringify(l.split) : null)))}, ${column(chunk.map((l) => l.cost_type))},
        ${column(chunk.map((l) => String(l.alternate)))}, ${column(chunk.map((l) => String(l.allowance)))},
        ${column(chunk.map((l) => textArrayLiteral(l.tags)))}, ${column(chunk.map((l) => l.notes))},
        ${column(chunk.map((l) => l.area))}
      ) with ordinality as u(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, n),
      (select ${start}::float8 as start) s`);
  }
}

/**
 * The planned lines after the budget's last one, in one transaction: the estimate's lock (a final one refuses),
 * If-Match, one bulk insert (unnest: 50,000 rows in a few statements), the totals recomputed over every line.
 * The rows were checked against the inputs read before; if those changed meanwhile they are checked again.
 */
async function writeImported(
  scope: Scope,
  read: EstimateRow,
  plan: LinePlan,
  ifMatch: number | undefined,
  after: (tx: Tx) => Promise<void>,
) {
  const rates = await loadEscalationRates(scope.company.uid);
  const stored = await db().transaction(async (tx) => {
    const estimate = await lockEstimate(tx, scope, read.uid);
    checkVersion(estimate.version, ifMatch);
    if (JSON.stringify(inputsRecord(estimate)) !== JSON.stringify(inputsRecord(read))) {
      throw new PreconditionFailedError(
        "The estimate's inputs changed since the file was read; import it again",
      );
    }
    const last = Number(
      await selectText(
        tx,
        sql`select coalesce(max(position), 0)::text from estimate_lines where estimate_uid = ${estimate.uid}::uuid`,
      ),
    );
    await insertLines(tx, scope, estimate.uid, last, plan.lines);
    await after(tx);
    return storeTotals(tx, scope, estimate, rates);
  });
  // Every line is new: an empty list tells open editors to reload them all.
  await publish(linesChangedEvent(stored.uid, [], scope.user.uid));
  const gsf = stored.gsf === null ? null : Number(stored.gsf);
  return {
    direct_cents: stored.directCents,
    grand_total_cents: stored.grandTotalCents,
    gsf,
    cost_per_gsf_cents: costPerMetric(stored.grandTotalCents, gsf),
    line_count: stored.lineCount,
  };
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
  const result = await writeImported(scope, current, plan, ifMatch, async (tx) => {
    await rememberMapping(tx, scope, { ...mapping, cost_codes: sent?.cost_codes ?? {} });
    await writeAudit(tx, scope, {
      action: "estimate.lines.imported",
      targetType: "estimate",
      targetUid: uid,
      data: { lines: plan.lines.length, file: file.name },
    });
  });
  return { ...answer, created: plan.lines.length, totals: result };
}
