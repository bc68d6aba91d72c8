// Publishing a final estimate to the project database: a project record of stage "estimate" (costs by
// division and markups, metrics, date, location and building type from the project), linked both ways; a
// republish updates the same record. Such records are left out of statistics unless a stage filter names them
// (lib/server/project/query.ts).
import { and, eq, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import type { EstimateRow, ProjectRow } from "@/db/schema";
import type { PublishDto } from "@/lib/contract/estimate-version";
import { lockMessages } from "@/lib/domain/estimate/versions/lock";
import {
  type PublishedTotals,
  publishedCosts,
  publishedMetrics,
} from "@/lib/domain/estimate/versions/publish";
import { deriveRecord } from "@/lib/domain/project/record";
import { writeAudit } from "../audit";
import { ConflictError } from "../errors";
import { recordsChanged } from "../project/company-cache";
import { insertRecord, loadProject } from "../project/records";
import type { Scope } from "../scope";
import { enqueueWebhook, estimateEventData, kickWebhooks } from "../webhooks/events";
import { checkVersion, loadEscalationRates, lockEstimate, readEstimate } from "./core";
import { estimateDto } from "./dto";
import { consolidationOf } from "./rollup-tree";
import { keptRollup } from "./version-take";
import { snapshotOf } from "./versions";

const { estimates, projects, projectRecords: records, recordCosts: costs } = schema;

/** The estimate's project, or a new one made from its header when it has none (or it is gone). */
async function projectFor(tx: Tx, scope: Scope, e: EstimateRow): Promise<ProjectRow> {
  if (e.projectUid) {
    const [row] = await tx
      .select({ uid: projects.uid })
      .from(projects)
      .where(and(eq(projects.uid, e.projectUid), eq(projects.companyUid, scope.company.uid)));
    if (row) return loadProject(tx, scope, row.uid);
  }
  const [created] = await tx
    .insert(projects)
    .values({
      companyUid: scope.company.uid,
      name: e.name,
      number: e.number,
      client: e.client,
      state: e.state,
      metro: e.metro,
      buildingTypeUid: e.buildingTypeUid,
      createdBy: scope.user.uid,
    })
    .returning();
  await tx
    .update(estimates)
    .set({ projectUid: created!.uid })
    .where(and(eq(estimates.uid, e.uid), eq(estimates.companyUid, scope.company.uid)));
  return created!;
}

async function existingRecord(tx: Tx, scope: Scope, uid: string | null) {
  if (!uid) return null;
  const [row] = await tx
    .select({ uid: records.uid, projectUid: records.projectUid })
    .from(records)
    .where(and(eq(records.uid, uid), eq(records.companyUid, scope.company.uid)));
  return row ?? null;
}

export async function publishEstimate(scope: Scope, uid: string, ifMatch?: number): Promise<PublishDto> {
  const rates = await loadEscalationRates(scope.company.uid);
  const result = await db().transaction(async (tx) => {
    const estimate = await lockEstimate(tx, scope, uid, { locked: true });
    checkVersion(estimate.version, ifMatch);
    if (estimate.status !== "final") throw new ConflictError(lockMessages.publishNotFinal);
    // A consolidated estimate publishes the roll-up it kept when it became final (its own lines are not its budget).
    const kept = estimate.rollupMode ? await keptRollup(tx, scope, estimate.uid) : null;
    const rolled = estimate.rollupMode
      ? (kept?.rollup ?? (await consolidationOf(tx, estimate, rates)))
      : null;
    const totals: PublishedTotals = rolled
      ? {
          ...rolled,
          divisions: rolled.divisions.map((d) => ({ division: d.key, total_cents: d.total_cents })),
        }
      : (await snapshotOf(tx, estimate, rates)).totals;
    const costLines = publishedCosts(totals);
    const metrics = publishedMetrics(estimate.inputs ?? []);
    const basisDate = estimate.pricingDate ?? new Date().toISOString().slice(0, 10);
    const notes = `From estimate ${estimate.name}${estimate.number ? ` (${estimate.number})` : ""}`;
    const existing = await existingRecord(tx, scope, estimate.publishedRecordUid);
    let recordUid: string;
    let projectUid: string;
    if (existing) {
      const derived = deriveRecord(costLines, metrics);
      await tx
        .delete(costs)
        .where(and(eq(costs.recordUid, existing.uid), eq(costs.companyUid, scope.company.uid)));
      if (derived.lines.length)
        await tx.insert(costs).values(
          derived.lines.map((l, position) => ({
            recordUid: existing.uid,
            position,
            companyUid: scope.company.uid,
            costCode: l.cost_code,
            description: l.description ?? null,
            division: l.division,
            amountCents: l.amount_cents,
          })),
        );
      await tx
        .update(records)
        .set({
          classification: estimate.classification,
          costBasisDate: basisDate,
          metrics,
          gsf: derived.gsf,
          totalCents: derived.total_cents,
          costPerGsfCents: derived.cost_per_gsf_cents,
          notes,
          version: sql`${records.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(records.uid, existing.uid), eq(records.companyUid, scope.company.uid)));
      recordUid = existing.uid;
      projectUid = existing.projectUid;
    } else {
      const project = await projectFor(tx, scope, estimate);
      const row = await insertRecord(tx, scope, project, {
        stage: "estimate" as never,
        classification: estimate.classification as never,
        cost_basis_date: basisDate,
        metrics,
        costs: costLines,
        notes,
        tags: estimate.tags,
      });
      await tx.update(records).set({ estimateUid: estimate.uid }).where(eq(records.uid, row.uid));
      recordUid = row.uid;
      projectUid = project.uid;
    }
    await tx
      .update(estimates)
      .set({ publishedRecordUid: recordUid, publishedAt: new Date() })
      .where(and(eq(estimates.uid, uid), eq(estimates.companyUid, scope.company.uid)));
    await writeAudit(tx, scope, {
      action: existing ? "estimate.republished" : "estimate.published",
      targetType: "estimate",
      targetUid: uid,
      data: { record_uid: recordUid, total_cents: totals.grand_total_cents },
    });
    const published = { record_uid: recordUid, project_uid: projectUid, republished: Boolean(existing) };
    await enqueueWebhook(tx, scope.company.uid, "estimate.published", {
      ...estimateEventData(estimate),
      ...published,
    });
    await enqueueWebhook(tx, scope.company.uid, existing ? "record.updated" : "record.created", {
      uid: recordUid,
      project_uid: projectUid,
      stage: "estimate",
      estimate_uid: estimate.uid,
    });
    return { recordUid, projectUid, republished: Boolean(existing), row: await readEstimate(tx, scope, uid) };
  });
  recordsChanged(scope.company.uid);
  kickWebhooks();
  return {
    record_uid: result.recordUid,
    project_uid: result.projectUid,
    republished: result.republished,
    estimate: estimateDto(result.row),
  };
}
