import { and, eq, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import type { ProjectRecordRow, ProjectRow } from "@/db/schema";
import type { CreateRecordInput, RecordDetailDto, UpdateRecordInput } from "@/lib/contract/project-record";
import type { RecordStage } from "@/lib/domain/project/filters";
import {
  normalisedCents,
  normalisedParts,
  type RecordFactors,
  recordFactors,
} from "@/lib/domain/project/normalise";
import {
  type CostLine,
  costDivisionLabel,
  deriveRecord,
  divisionShares,
  metricRangeErrors,
  perMetricCosts,
  recordRangeErrors,
} from "@/lib/domain/project/record";
import { costPerMetric } from "@/lib/domain/reference/cents";
import { writeAudit } from "../audit";
import { NotFoundError, PreconditionFailedError, ValidationError } from "../errors";
import { insertInChunks } from "../reference/common";
import type { Scope } from "../scope";
import { recordFileKeys, removeStoredObjects } from "../storage/removal";
import { enqueueWebhook, kickWebhooks } from "../webhooks/events";
import { recordsChanged } from "./company-cache";
import { loadBuildingTypes, loadNormalisation } from "./context";
import { projectDto, recordDto } from "./dto";
import { listFiles } from "./files";
import { recordWhere } from "./query";
import { readOtherRecords, readRecord, readRecordCosts, readRecordProject } from "./record-reads";

const { projects, projectRecords: records, recordCosts: costs } = schema;

export const recordNotFound = () => new NotFoundError("Project record not found");
export const projectNotFound = () => new NotFoundError("Project not found");

/**
 * The project's filter fields as the record keeps them (see db/schema/projects.ts). The project's tags go to
 * `projectTags`; the record's own `tags` are never derived from them.
 */
export function projectCopies(project: ProjectRow) {
  return {
    projectName: project.name,
    buildingTypeUid: project.buildingTypeUid,
    state: project.state,
    metro: project.metro,
    latitude: project.latitude,
    longitude: project.longitude,
    projectTags: project.tags,
  };
}

export async function loadProject(tx: Tx, scope: Scope, uid: string, lock = false): Promise<ProjectRow> {
  const q = tx
    .select()
    .from(projects)
    .where(and(eq(projects.uid, uid), eq(projects.companyUid, scope.company.uid)));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) throw projectNotFound();
  return row;
}

async function loadRecord(tx: Tx, scope: Scope, uid: string, lock = false): Promise<ProjectRecordRow> {
  const q = tx
    .select()
    .from(records)
    .where(and(eq(records.uid, uid), eq(records.companyUid, scope.company.uid)));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) throw recordNotFound();
  return row;
}

async function writeLines(
  tx: Tx,
  scope: Scope,
  recordUid: string,
  lines: ReturnType<typeof deriveRecord>["lines"],
) {
  const rows = lines.map((l, position) => ({
    recordUid,
    position,
    companyUid: scope.company.uid,
    costCode: l.cost_code,
    description: l.description ?? null,
    division: l.division,
    amountCents: l.amount_cents,
  }));
  await insertInChunks(rows, (chunk) => tx.insert(costs).values(chunk), 1000);
}

type RecordFieldsInput = Omit<CreateRecordInput, "project_uid">;

/** 400 naming the field when a derived number would not fit its column (the request schemas check it too). */
function checkRange(errors: Record<string, string>) {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** Inserts a record (and its lines) of a loaded project inside the caller's transaction. */
export async function insertRecord(tx: Tx, scope: Scope, project: ProjectRow, input: RecordFieldsInput) {
  const metrics = input.metrics ?? {};
  checkRange(recordRangeErrors(input.costs ?? [], metrics));
  const derived = deriveRecord((input.costs ?? []) as CostLine[], metrics);
  const [row] = await tx
    .insert(records)
    .values({
      companyUid: scope.company.uid,
      projectUid: project.uid,
      stage: input.stage,
      classification: input.classification ?? "masterformat",
      bidDate: input.bid_date ?? null,
      startDate: input.start_date ?? null,
      completionDate: input.completion_date ?? null,
      costBasisDate: input.cost_basis_date,
      metrics,
      gsf: derived.gsf,
      totalCents: derived.total_cents,
      costPerGsfCents: derived.cost_per_gsf_cents,
      notes: input.notes ?? null,
      tags: input.tags ?? [],
      createdBy: scope.user.uid,
      ...projectCopies(project),
    })
    .returning();
  await writeLines(tx, scope, row!.uid, derived.lines);
  await touchProject(tx, scope, project.uid);
  return row!;
}

/** A project's updated_at follows its records (its list sorts by it). */
async function touchProject(tx: Tx, scope: Scope, projectUid: string) {
  await tx
    .update(projects)
    .set({ updatedAt: new Date() })
    .where(and(eq(projects.uid, projectUid), eq(projects.companyUid, scope.company.uid)));
}

export async function createRecord(scope: Scope, input: CreateRecordInput): Promise<RecordDetailDto> {
  const uid = await db().transaction(async (tx) => {
    const project = await loadProject(tx, scope, input.project_uid);
    const row = await insertRecord(tx, scope, project, input);
    await writeAudit(tx, scope, {
      action: "project.record.created",
      targetType: "project_record",
      targetUid: row.uid,
      data: { project_uid: project.uid, lines: input.costs?.length ?? 0, total_cents: row.totalCents },
    });
    await enqueueWebhook(tx, scope.company.uid, "record.created", {
      uid: row.uid,
      project_uid: project.uid,
      stage: row.stage,
      version: row.version,
    });
    return row.uid;
  });
  recordsChanged(scope.company.uid);
  kickWebhooks();
  return getRecord(scope, uid);
}

/**
 * Changes the fields sent; `costs`, when sent, replaces every line (one transaction). Total and $/GSF are
 * derived again. If-Match must carry the current version (412 otherwise).
 */
export async function updateRecord(
  scope: Scope,
  uid: string,
  input: UpdateRecordInput,
  ifMatch: number | undefined,
): Promise<RecordDetailDto> {
  await db().transaction(async (tx) => {
    const current = await loadRecord(tx, scope, uid, true);
    if (ifMatch !== undefined && ifMatch !== current.version) throw new PreconditionFailedError();
    const metrics = input.metrics ?? current.metrics;
    checkRange(
      input.costs ? recordRangeErrors(input.costs, metrics) : metricRangeErrors(current.totalCents, metrics),
    );
    let total = current.totalCents;
    let derived = deriveRecord([], metrics);
    if (input.costs) {
      derived = deriveRecord(input.costs as CostLine[], metrics);
      total = derived.total_cents;
      await tx.delete(costs).where(and(eq(costs.recordUid, uid), eq(costs.companyUid, scope.company.uid)));
      await writeLines(tx, scope, uid, derived.lines);
    }
    const gsf = derived.gsf;
    const startDate = input.start_date !== undefined ? input.start_date : current.startDate;
    const completionDate =
      input.completion_date !== undefined ? input.completion_date : current.completionDate;
    if (startDate && completionDate && completionDate < startDate) {
      throw new ValidationError({ completion_date: "Must be on or after the start date" });
    }
    await tx
      .update(records)
      .set({
        stage: input.stage ?? current.stage,
        classification: input.classification ?? current.classification,
        bidDate: input.bid_date !== undefined ? input.bid_date : current.bidDate,
        startDate,
        completionDate,
        costBasisDate: input.cost_basis_date ?? current.costBasisDate,
        metrics,
        gsf,
        totalCents: total,
        costPerGsfCents: costPerMetric(total, gsf),
        notes: input.notes !== undefined ? input.notes : current.notes,
        tags: input.tags ?? current.tags,
        version: sql`${records.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(records.uid, uid), eq(records.companyUid, scope.company.uid)));
    await touchProject(tx, scope, current.projectUid);
    await writeAudit(tx, scope, {
      action: "project.record.updated",
      targetType: "project_record",
      targetUid: uid,
      data: { fields: Object.keys(input), lines: input.costs?.length },
    });
    await enqueueWebhook(tx, scope.company.uid, "record.updated", {
      uid,
      project_uid: current.projectUid,
      stage: input.stage ?? current.stage,
      version: current.version + 1,
      fields: Object.keys(input),
    });
  });
  recordsChanged(scope.company.uid);
  kickWebhooks();
  return getRecord(scope, uid);
}

/** Removes the record with its cost lines and files (rows, then the stored objects). */
export async function deleteRecord(scope: Scope, uid: string, ifMatch: number | undefined) {
  const keys = await db().transaction(async (tx) => {
    const current = await loadRecord(tx, scope, uid, true);
    if (ifMatch !== undefined && ifMatch !== current.version) throw new PreconditionFailedError();
    const keys = await recordFileKeys(tx, scope.company.uid, { recordUid: uid });
    await tx.delete(records).where(and(eq(records.uid, uid), eq(records.companyUid, scope.company.uid)));
    await touchProject(tx, scope, current.projectUid);
    await writeAudit(tx, scope, {
      action: "project.record.deleted",
      targetType: "project_record",
      targetUid: uid,
      data: { project_uid: current.projectUid },
    });
    return keys;
  });
  recordsChanged(scope.company.uid);
  await removeStoredObjects(keys);
}

/** The record page's data; with targets, every amount also normalised (and the factors shown). */
export async function getRecord(
  scope: Scope,
  uid: string,
  targets: { target_date?: string | null; target_location?: string | null } = {},
): Promise<RecordDetailDto> {
  const companyUid = scope.company.uid;
  const [row] = await readRecord(uid, companyUid);
  if (!row) throw recordNotFound();
  const [norm, types, [project], lines, files, others] = await Promise.all([
    loadNormalisation(scope, targets),
    loadBuildingTypes(scope),
    readRecordProject(row.projectUid, companyUid),
    readRecordCosts(uid, companyUid),
    listFiles(scope, uid),
    readOtherRecords(row.projectUid, uid, companyUid),
  ]);
  if (!project) throw recordNotFound();
  const typeName = (u: string | null) => (u ? (types.get(u)?.label ?? null) : null);
  const factors = norm ? recordFactors(recordWhere(row), norm.targets, norm.series, norm.table) : null;
  const base = recordDto(row, {
    city: project.city,
    buildingTypeName: typeName(row.buildingTypeUid),
    factors,
  });
  const gsf = row.gsf !== null && row.gsf > 0 ? row.gsf : null;
  return {
    ...base,
    project: projectDto(project, others.length + 1, typeName(project.buildingTypeUid)),
    costs: lines.map((l) => ({
      cost_code: l.costCode,
      description: l.description,
      division: l.division,
      division_label: costDivisionLabel(l.division),
      amount_cents: l.amountCents,
    })),
    divisions: divisionsOf(lines, gsf, factors),
    per_metric: perMetricCosts(row.totalCents, row.metrics).map((m) => ({
      metric: m.metric,
      value: m.value,
      cost_cents: m.cost_cents,
      ...(factors ? { normalised_cents: normalisedCents(row.totalCents / m.value, factors.factors) } : {}),
    })),
    files,
    other_records: others.map((o) => ({
      uid: o.uid,
      stage: o.stage as RecordStage,
      cost_basis_date: o.costBasisDate,
      total_cents: o.totalCents,
      cost_per_gsf_cents: o.costPerGsfCents,
    })),
    notes: row.notes,
    from_estimate: await publishedFrom(row.estimateUid, companyUid),
  };
}

/** Cost lines by division; normalised amounts by largest remainder, adding up to the normalised total. */
function divisionsOf(
  lines: readonly { division: string; amountCents: number }[],
  gsf: number | null,
  factors: RecordFactors | null,
) {
  const shares = divisionShares(
    lines.map((l) => ({ division: l.division, amount_cents: l.amountCents })),
    gsf,
  );
  const normalised = factors
    ? normalisedParts(
        shares.map((d) => d.amount_cents),
        factors.factors,
      )
    : null;
  return shares.map((d, i) => ({
    division: d.division,
    label: d.label,
    amount_cents: d.amount_cents,
    share: d.share,
    per_gsf_cents: d.per_gsf_cents,
    ...(normalised ? { normalised_amount_cents: normalised[i]! } : {}),
  }));
}

/** The estimate a published record came from (stage "estimate"), while it exists. */
async function publishedFrom(estimateUid: string | null, companyUid: string) {
  if (!estimateUid) return null;
  const { estimates } = schema;
  const [row] = await db()
    .select({ uid: estimates.uid, name: estimates.name })
    .from(estimates)
    .where(and(eq(estimates.uid, estimateUid), eq(estimates.companyUid, companyUid)));
  return row ?? null;
}
