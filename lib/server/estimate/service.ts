// Estimates' header writes: create (blank or from another), duplicate, update the header, delete. Every read
// and write is filtered by the scope's company; writes lock the estimate row, check If-Match, recompute the
// stored totals with the engine and publish after commit. The list, the open, inputs and markups have their
// own modules (list.ts, open.ts, inputs.ts).
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { db, schema, type Tx } from "@/db";
import type { EstimateInputRow, EstimateRow } from "@/db/schema";
import type { createEstimateInput, updateEstimateInput } from "@/lib/contract/estimate";
import { writeAudit } from "../audit";
import { ValidationError } from "../errors";
import { publish } from "../realtime";
import type { Scope } from "../scope";
import { bidFileKeys, removeStoredObjects } from "../storage/removal";
import { enqueueWebhook, estimateEventData, kickWebhooks } from "../webhooks/events";
import {
  checkVersion,
  estimateUpdatedEvent,
  loadEscalationRates,
  lockEstimate,
  readEstimate,
  storeTotals,
} from "./core";
import { estimateDto } from "./dto";
import { type EngineHandoff, keepAfterCommit } from "./engine-cache";
import { copyNumber, fillFromProject } from "./from-project";
import { companyMarkupDefault } from "./markup-default";
import { refreshParents } from "./rollup-tree";
import { takeVersion } from "./version-take";
import { autoVersionName } from "./versions";

const { estimates, buildingTypes, projects } = schema;

type HeaderInput = z.output<typeof updateEstimateInput>;
type CreateInput = z.output<typeof createEstimateInput>;
type EstimateColumns = Partial<typeof estimates.$inferInsert>;

// ── References in a header ───────────────────────────────────────────────────────────────────────────

async function companyHas(tx: Tx, scope: Scope, table: typeof buildingTypes | typeof projects, uid: string) {
  const [row] = await tx
    .select({ uid: table.uid })
    .from(table)
    .where(and(eq(table.uid, uid), eq(table.companyUid, scope.company.uid)));
  return Boolean(row);
}

/** The building type and project a header names must be the company's own; 400 naming each missing one. */
async function checkReferences(tx: Tx, scope: Scope, input: HeaderInput) {
  const errors: Record<string, string> = {};
  if (input.building_type_uid && !(await companyHas(tx, scope, buildingTypes, input.building_type_uid)))
    errors.building_type_uid = "No such building type";
  if (input.project_uid && !(await companyHas(tx, scope, projects, input.project_uid)))
    errors.project_uid = "No such project";
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

const headerColumnNames: Record<keyof HeaderInput, keyof typeof estimates.$inferInsert> = {
  name: "name",
  number: "number",
  project_uid: "projectUid",
  client: "client",
  location: "location",
  state: "state",
  metro: "metro",
  building_type_uid: "buildingTypeUid",
  classification: "classification",
  design_stage: "designStage",
  pricing_date: "pricingDate",
  construction_start: "constructionStart",
  duration_months: "durationMonths",
  status: "status",
  tags: "tags",
  notes: "notes",
};

function headerColumns(input: HeaderInput): EstimateColumns {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v !== undefined && k in headerColumnNames) out[headerColumnNames[k as keyof HeaderInput]] = v;
  }
  return out as EstimateColumns;
}

// ── Create / duplicate ───────────────────────────────────────────────────────────────────────────────

const defaultInputs = (): EstimateInputRow[] => [
  { uid: randomUUID(), name: "GSF", label: "Gross square feet", unit: "SF", value: 0 },
];

const copyColumns = sql.raw(
  "position, cost_code, description, quantity, unit, unit_cost_cents, lump_sum_cents, split, cost_type, alternate, allowance, tags, notes, area",
);

/** Copies every line of one estimate into another in one statement. */
export async function copyLines(tx: Tx, scope: Scope, fromUid: string, toUid: string) {
  await tx.execute(sql`
    insert into estimate_lines (estimate_uid, company_uid, updated_by, ${copyColumns})
    select ${toUid}::uuid, company_uid, ${scope.user.uid}::uuid, ${copyColumns}
    from estimate_lines where estimate_uid = ${fromUid}::uuid and company_uid = ${scope.company.uid}::uuid`);
}

export async function copyViews(tx: Tx, scope: Scope, fromUid: string, toUid: string) {
  await tx.execute(sql`
    insert into estimate_views (estimate_uid, company_uid, owner_uid, name, config, created_by)
    select ${toUid}::uuid, company_uid, owner_uid, name, config, created_by
    from estimate_views where estimate_uid = ${fromUid}::uuid and company_uid = ${scope.company.uid}::uuid`);
}

/** The estimate (`from_estimate_uid`) or template (`template_uid`) a new one starts from: the company's own, else 400. */
export async function sourceEstimate(
  tx: Tx,
  scope: Scope,
  fromUid: string,
  kind: "estimate" | "template" = "estimate",
): Promise<EstimateRow> {
  const [source] = await tx
    .select()
    .from(estimates)
    .where(
      and(eq(estimates.uid, fromUid), eq(estimates.companyUid, scope.company.uid), eq(estimates.kind, kind)),
    );
  if (!source)
    throw new ValidationError(
      kind === "template" ? { template_uid: "No such template" } : { from_estimate_uid: "No such estimate" },
    );
  return source;
}

/** What a new estimate takes from the one it starts from: everything but name, status and lines' owners. */
export function copiedHeader(source: EstimateRow): EstimateColumns {
  return {
    number: source.number,
    projectUid: source.projectUid,
    client: source.client,
    location: source.location,
    state: source.state,
    metro: source.metro,
    buildingTypeUid: source.buildingTypeUid,
    classification: source.classification,
    designStage: source.designStage,
    pricingDate: source.pricingDate,
    constructionStart: source.constructionStart,
    durationMonths: source.durationMonths,
    tags: source.tags,
    notes: source.notes,
    inputs: source.inputs.map((i) => ({ ...i, uid: randomUUID() })),
    markups: source.markups,
    unitMix: source.unitMix,
  };
}

/** A blank estimate has the GSF input and the company's default markups. */
export async function blankHeader(tx: Tx, scope: Scope): Promise<EstimateColumns> {
  return { inputs: defaultInputs(), markups: (await companyMarkupDefault(tx, scope)).markups as never };
}

export async function insertEstimate(tx: Tx, scope: Scope, values: EstimateColumns & { name: string }) {
  const [created] = await tx
    .insert(estimates)
    .values({
      ...values,
      companyUid: scope.company.uid,
      createdBy: scope.user.uid,
      updatedBy: scope.user.uid,
    })
    .returning();
  return created!;
}

/** Creates a blank estimate, or one from a template (`template_uid`: its header, inputs, markups, lines, views)
 * or from another estimate (`from_estimate_uid`: the same but views). */
export async function createEstimate(scope: Scope, input: CreateInput) {
  const rates = await loadEscalationRates(scope.company.uid);
  const { from_estimate_uid: fromUid, template_uid: templateUid, ...header } = input;
  if (fromUid && templateUid)
    throw new ValidationError({ template_uid: "Start from a template or from an estimate, not both" });
  const row = await db().transaction(async (tx) => {
    await checkReferences(tx, scope, header);
    const source = templateUid
      ? await sourceEstimate(tx, scope, templateUid, "template")
      : fromUid
        ? await sourceEstimate(tx, scope, fromUid)
        : undefined;
    const base = source ? copiedHeader(source) : await blankHeader(tx, scope);
    let values: EstimateColumns = { ...base, ...headerColumns(header) };
    // A copy of an estimate takes the next number of its series unless the request names another one.
    if (fromUid && (!header.number || header.number === source!.number))
      values.number = await copyNumber(tx, scope, source!.number);
    // A project linked anew (not the one the source already had) fills the header's gaps and the inputs.
    if (header.project_uid && header.project_uid !== source?.projectUid)
      values = await fillFromProject(tx, scope, header.project_uid, values);
    const created = await insertEstimate(tx, scope, {
      ...values,
      name: header.name,
      status: header.status ?? "draft",
    });
    if (source) await copyLines(tx, scope, source.uid, created.uid);
    if (templateUid) await copyViews(tx, scope, templateUid, created.uid);
    const stored = await storeTotals(tx, scope, created, rates);
    await writeAudit(tx, scope, {
      action: "estimate.created",
      targetType: "estimate",
      targetUid: stored.uid,
      data: templateUid ? { template_uid: templateUid } : fromUid ? { from_estimate_uid: fromUid } : {},
    });
    await enqueueWebhook(tx, scope.company.uid, "estimate.created", estimateEventData(stored));
    return readEstimate(tx, scope, stored.uid);
  });
  kickWebhooks();
  return estimateDto(row);
}

/** A full copy under a new name — inputs, lines, markups, views — in one transaction; the copy is a draft. */
export async function duplicateEstimate(scope: Scope, uid: string, name: string) {
  const row = await db().transaction(async (tx) => {
    const source = await readEstimate(tx, scope, uid);
    const {
      uid: _uid,
      buildingTypeName: _b,
      updatedByName: _u,
      createdAt: _c,
      updatedAt: _up,
      version: _v,
      ...fields
    } = source;
    const created = await insertEstimate(tx, scope, {
      ...fields,
      name,
      number: await copyNumber(tx, scope, source.number),
      status: "draft",
      inputs: source.inputs.map((i) => ({ ...i })),
    });
    await copyLines(tx, scope, source.uid, created.uid);
    await copyViews(tx, scope, source.uid, created.uid);
    await writeAudit(tx, scope, {
      action: "estimate.duplicated",
      targetType: "estimate",
      targetUid: created.uid,
      data: { from_estimate_uid: source.uid },
    });
    await enqueueWebhook(tx, scope.company.uid, "estimate.created", estimateEventData(created));
    return readEstimate(tx, scope, created.uid);
  });
  kickWebhooks();
  return estimateDto(row);
}

// ── Header, delete ───────────────────────────────────────────────────────────────────────────────────

export async function updateEstimate(scope: Scope, uid: string, input: HeaderInput, ifMatch?: number) {
  const rates = await loadEscalationRates(scope.company.uid);
  const computed: EngineHandoff = {};
  const row = await db().transaction(async (tx) => {
    const current = await lockEstimate(tx, scope, uid);
    checkVersion(current.version, ifMatch);
    await checkReferences(tx, scope, input);
    const stored = await storeTotals(tx, scope, current, rates, {
      set: headerColumns(input),
      bumpVersion: true,
      handoff: computed,
      noLineChanged: true,
    });
    // A status or design stage change takes a version of the estimate as it now is (with the engine just run;
    // a consolidated estimate's roll-up as it is now, even when this write locks it).
    const auto = autoVersionName(current, stored);
    if (auto)
      await takeVersion(tx, scope, stored, { ...auto, rates, engine: computed.engine, fromKept: false });
    await writeAudit(tx, scope, {
      action: "estimate.updated",
      targetType: "estimate",
      targetUid: uid,
      data: { fields: Object.keys(input) },
    });
    const event = estimateEventData(stored);
    await enqueueWebhook(tx, scope.company.uid, "estimate.updated", event);
    if (stored.status !== current.status)
      await enqueueWebhook(tx, scope.company.uid, "estimate.status_changed", {
        ...event,
        previous_status: current.status,
      });
    return readEstimate(tx, scope, stored.uid);
  });
  kickWebhooks();
  keepAfterCommit(computed);
  await publish(estimateUpdatedEvent(row));
  return estimateDto(row);
}

/** Removes the estimate with its lines, versions and bid packages (their documents and bids' files go too). */
export async function deleteEstimate(scope: Scope, uid: string, ifMatch?: number) {
  const { current, keys } = await db().transaction(async (tx) => {
    const current = await lockEstimate(tx, scope, uid);
    checkVersion(current.version, ifMatch);
    const keys = await bidFileKeys(tx, scope.company.uid, { estimateUid: uid });
    await tx
      .delete(estimates)
      .where(and(eq(estimates.uid, uid), eq(estimates.companyUid, scope.company.uid)));
    // A deleted child leaves its consolidated estimate's roll-up.
    if (current.parentUid)
      await refreshParents(tx, scope, current.parentUid, await loadEscalationRates(scope.company.uid));
    await writeAudit(tx, scope, {
      action: "estimate.deleted",
      targetType: "estimate",
      targetUid: uid,
      data: { name: current.name },
    });
    return { current, keys };
  });
  await removeStoredObjects(keys);
  await publish(estimateUpdatedEvent({ uid, version: current.version + 1 }));
}
