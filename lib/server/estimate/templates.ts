// Estimate templates: estimates of kind "template". They are made blank or from an estimate (one
// transaction, lines and views copied in single statements), listed apart from estimates, previewed with
// their divisions per GSF, renamed and archived here; their content is edited through the estimate API.
// A new estimate starts from one through createEstimate's `template_uid` (service.ts).
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { db, schema, type Tx } from "@/db";
import type { EstimateRow } from "@/db/schema";
import type { EstimateListQueryParsed } from "@/lib/contract/estimate";
import { estimateStatuses } from "@/lib/contract/estimate";
import type {
  createTemplateInput,
  TemplatePreviewDto,
  updateTemplateInput,
} from "@/lib/contract/estimate-template";
import { costCodeKey } from "@/lib/domain/estimate/cost-code";
import { writeAudit } from "../audit";
import { NotFoundError } from "../errors";
import { publish } from "../realtime";
import type { Scope } from "../scope";
import {
  checkVersion,
  computeStored,
  estimateUpdatedEvent,
  gsfOf,
  loadEscalationRates,
  lockEstimate,
  readEstimate,
  storeTotals,
} from "./core";
import { estimateDto, estimateListItemDto } from "./dto";
import { listEstimates } from "./list";
import { blankHeader, copiedHeader, copyLines, copyViews, insertEstimate, sourceEstimate } from "./service";

const { estimates, costCodes } = schema;

/** The company's templates; archived ones only when the status filter names them. */
export function listTemplates(scope: Scope, query: EstimateListQueryParsed) {
  const status = query.status.length ? query.status : estimateStatuses.filter((s) => s !== "archived");
  return listEstimates(scope, { ...query, status }, "template");
}

/** What a template keeps of an estimate: everything that is not one job's (number, project, client). */
function templateHeader(source: EstimateRow) {
  return { ...copiedHeader(source), number: null, projectUid: null, client: null };
}

export async function createTemplate(scope: Scope, input: z.output<typeof createTemplateInput>) {
  const rates = await loadEscalationRates(scope.company.uid);
  const row = await db().transaction(async (tx) => {
    const fromUid = input.from_estimate_uid;
    const source = fromUid ? await sourceEstimate(tx, scope, fromUid) : undefined;
    const base = source ? templateHeader(source) : await blankHeader(tx, scope);
    const created = await insertEstimate(tx, scope, {
      ...base,
      name: input.name,
      status: "draft",
      kind: "template",
    });
    if (source) {
      await copyLines(tx, scope, source.uid, created.uid);
      await copyViews(tx, scope, source.uid, created.uid);
    }
    await storeTotals(tx, scope, created, rates);
    await writeAudit(tx, scope, {
      action: "estimate_template.created",
      targetType: "estimate",
      targetUid: created.uid,
      data: fromUid ? { from_estimate_uid: fromUid } : {},
    });
    return readEstimate(tx, scope, created.uid);
  });
  return estimateListItemDto(row);
}

async function readTemplate(tx: Tx, scope: Scope, uid: string) {
  const row = await readEstimate(tx, scope, uid);
  if (row.kind !== "template") throw new NotFoundError();
  return row;
}

/** Division titles: the company's cost codes that stand for a whole division ("03 00 00", "B20"). */
async function divisionNames(tx: Tx, scope: Scope, classification: string) {
  const rows = await tx
    .select({ code: costCodes.code, title: costCodes.title })
    .from(costCodes)
    .where(
      and(
        eq(costCodes.companyUid, scope.company.uid),
        eq(costCodes.classification, classification),
        sql`(${costCodes.code} like '__ 00 00' or length(${costCodes.code}) = 3)`,
      ),
    );
  const names = new Map<string, string>();
  for (const r of rows) names.set(costCodeKey(r.code).replace(/0000$/, ""), r.title);
  return names;
}

const perGsf = (cents: number, gsf: number | null) => (gsf ? Math.round(cents / gsf) : null);

export async function getTemplatePreview(scope: Scope, uid: string): Promise<TemplatePreviewDto> {
  const rates = await loadEscalationRates(scope.company.uid);
  return db().transaction(async (tx) => {
    const row = await readTemplate(tx, scope, uid);
    const [{ totals }, names] = await Promise.all([
      computeStored(tx, row, rates),
      divisionNames(tx, scope, row.classification),
    ]);
    const gsf = gsfOf(row);
    const dto = estimateDto(row);
    return {
      ...estimateListItemDto(row),
      inputs: dto.inputs,
      markups: totals.markups.map((m) => ({ name: m.name, amount_cents: m.amount_cents })),
      divisions: totals.divisions.map((d) => ({
        division: d.division,
        name: names.get(d.division) ?? null,
        total_cents: d.total_cents,
        per_gsf_cents: perGsf(d.total_cents, gsf),
        lines: d.lines,
      })),
    };
  });
}

/** Renames, archives or restores a template; archiving passes the lock (an archived one is read only). */
export async function updateTemplate(
  scope: Scope,
  uid: string,
  input: z.output<typeof updateTemplateInput>,
  ifMatch?: number,
) {
  const rates = await loadEscalationRates(scope.company.uid);
  const row = await db().transaction(async (tx) => {
    const current = await lockEstimate(tx, scope, uid, { locked: true });
    if (current.kind !== "template") throw new NotFoundError();
    checkVersion(current.version, ifMatch);
    const set: Partial<typeof estimates.$inferInsert> = {};
    if (input.name !== undefined) set.name = input.name;
    if (input.archived !== undefined) set.status = input.archived ? "archived" : "draft";
    await storeTotals(tx, scope, current, rates, { set, bumpVersion: true });
    await writeAudit(tx, scope, {
      action: input.archived ? "estimate_template.archived" : "estimate_template.updated",
      targetType: "estimate",
      targetUid: uid,
      data: { fields: Object.keys(input) },
    });
    return readEstimate(tx, scope, uid);
  });
  await publish(estimateUpdatedEvent(row));
  return estimateListItemDto(row);
}
