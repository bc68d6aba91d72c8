import "server-only";
// What an export reads: the estimate (tenant-filtered, 404 otherwise), its lines in budget order read once as
// one JSON text (50,000 lines cross the driver as one value), the engine built over exactly those lines — so
// every total is the editor's to the cent — the project's name, and the saved view when one is asked for.
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { EstimateRow } from "@/db/schema";
import { createEngine } from "@/lib/domain/estimate/engine";
import type { Markup } from "@/lib/domain/estimate/markups";
import type { EstimateEngine, LineResult } from "@/lib/domain/estimate/model";
import type { ExportLine } from "@/lib/domain/estimate-export/cells";
import { NotFoundError } from "../../errors";
import type { Scope } from "../../scope";
import { inputsRecord, loadEscalationRates, readEstimate, scheduleOf, selectRow, selectText } from "../core";
import type { EstimateRowWithNames } from "../dto";

export interface ExportData {
  estimate: EstimateRowWithNames;
  companyName: string;
  logoUrl: string | null;
  projectName: string | null;
  lines: ExportLine[];
  engine: EstimateEngine;
  results: Map<string, LineResult>;
  viewName: string | null;
  viewConfig: Record<string, unknown> | null;
}

type LineTuple = [
  string,
  string,
  string | null,
  string,
  string | null,
  number | null,
  number | null,
  ExportLine["split"],
  ExportLine["cost_type"],
  boolean,
  boolean,
  string[],
  string | null,
  string | null,
];

async function readLines(estimateUid: string, companyUid: string): Promise<ExportLine[]> {
  const text = await selectText(
    db(),
    sql`select coalesce(json_agg(json_build_array(uid, cost_code, description, quantity, unit,
      unit_cost_cents::float8, lump_sum_cents, split, cost_type, alternate, allowance, tags, notes, area)
      order by position, uid), '[]')::text as rows
    from estimate_lines where estimate_uid = ${estimateUid}::uuid and company_uid = ${companyUid}::uuid`,
  );
  return (JSON.parse(text) as LineTuple[]).map((t) => ({
    uid: t[0],
    cost_code: t[1] ?? "",
    description: t[2],
    quantity: t[3],
    unit: t[4],
    unit_cost_cents: t[5],
    lump_sum_cents: t[6],
    split: t[7],
    cost_type: t[8],
    alternate: t[9],
    allowance: t[10],
    tags: t[11] ?? [],
    notes: t[12],
    area: t[13],
  }));
}

async function readView(scope: Scope, estimateUid: string, viewUid: string) {
  const v = schema.estimateViews;
  const [row] = await db()
    .select({ name: v.name, config: v.config })
    .from(v)
    .where(
      and(
        eq(v.uid, viewUid),
        eq(v.estimateUid, estimateUid),
        eq(v.companyUid, scope.company.uid),
        or(isNull(v.ownerUid), eq(v.ownerUid, scope.user.uid)),
      ),
    );
  if (!row) throw new NotFoundError();
  return row;
}

async function projectName(e: EstimateRow): Promise<string | null> {
  if (!e.projectUid) return null;
  const row = await selectRow(
    db(),
    sql`select name from projects where uid = ${e.projectUid}::uuid and company_uid = ${e.companyUid}::uuid`,
  );
  return row ? String(row.name) : null;
}

export async function loadExportData(scope: Scope, uid: string, viewUid?: string): Promise<ExportData> {
  const estimate = await readEstimate(db(), scope, uid);
  const [lines, rates, view, project] = await Promise.all([
    readLines(uid, scope.company.uid),
    loadEscalationRates(scope.company.uid),
    viewUid ? readView(scope, uid, viewUid) : Promise.resolve(null),
    projectName(estimate),
  ]);
  const engine = createEngine({
    inputs: inputsRecord(estimate),
    markups: estimate.markups as unknown as Markup[],
    schedule: scheduleOf(estimate),
    escalation_rates: [...rates],
    lines: lines.map((l) => ({
      uid: l.uid,
      cost_code: l.cost_code,
      quantity: l.quantity,
      unit_cost_cents: l.unit_cost_cents,
      lump_sum_cents: l.lump_sum_cents,
      split: l.split,
      cost_type: l.cost_type,
      alternate: l.alternate,
      allowance: l.allowance,
    })),
  });
  const results = new Map(engine.lineResults().map((r) => [r.uid, r]));
  return {
    estimate,
    companyName: scope.company.companyName,
    logoUrl: scope.company.logoUrl ?? null,
    projectName: project,
    lines,
    engine,
    results,
    viewName: view?.name ?? null,
    viewConfig: (view?.config as Record<string, unknown> | undefined) ?? null,
  };
}
