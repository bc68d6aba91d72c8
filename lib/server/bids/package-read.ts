// Reading bid packages: the tenant-filtered row, its lines with their live totals (the estimate's engine over
// the stored lines), scope items, documents and bid counts, as the API answers them.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type DbOrTx, db, schema } from "@/db";
import type { BidPackageDto, BidPackageListItemDto } from "@/lib/contract/bid-package";
import { allowedStatusChanges, type BidPackageStatus, instantToLocal } from "@/lib/domain/bids/package";
import { isPreviewable } from "@/lib/domain/file-types";
import { NotFoundError } from "../errors";
import { engineStored, loadEscalationRates, readEstimate } from "../estimate/core";
import type { Scope } from "../scope";
import { storage } from "../storage";

const { bidPackages, bidPackageLines, bidScopeItems, bidPackageDocuments, estimateLines } = schema;

export type PackageRow = typeof bidPackages.$inferSelect;

export const packageNotFound = () => new NotFoundError("Bid package not found");

export async function readPackage(tx: DbOrTx, scope: Scope, uid: string): Promise<PackageRow> {
  const [row] = await tx
    .select()
    .from(bidPackages)
    .where(and(eq(bidPackages.uid, uid), eq(bidPackages.companyUid, scope.company.uid)));
  if (!row) throw packageNotFound();
  return row;
}

/** Every line's total in the estimate now, by line uid. */
async function lineTotals(scope: Scope, estimateUid: string): Promise<Map<string, number>> {
  const [estimate, rates] = await Promise.all([
    readEstimate(db(), scope, estimateUid),
    loadEscalationRates(scope.company.uid),
  ]);
  const { engine } = await engineStored(db(), estimate, rates);
  return new Map(engine.lineResults().map((r) => [r.uid, r.total_cents]));
}

const counts = (packageUid: unknown) => ({
  invited: sql<number>`(select count(*)::int from bid_invitations i where i.package_uid = ${packageUid}
    and i.revoked_at is null)`,
  submitted: sql<number>`(select count(*)::int from bid_invitations i where i.package_uid = ${packageUid}
    and i.revoked_at is null and i.status = 'submitted')`,
});

async function packageLines(tx: DbOrTx, packageUids: string[]) {
  if (packageUids.length === 0) return [];
  return tx
    .select({
      packageUid: bidPackageLines.packageUid,
      uid: estimateLines.uid,
      costCode: estimateLines.costCode,
      description: estimateLines.description,
    })
    .from(bidPackageLines)
    .innerJoin(estimateLines, eq(estimateLines.uid, bidPackageLines.lineUid))
    .where(inArray(bidPackageLines.packageUid, packageUids))
    .orderBy(asc(estimateLines.position));
}

function listItem(
  row: PackageRow,
  lines: { uid: string }[],
  totals: Map<string, number>,
  n: { invited: number; submitted: number },
): BidPackageListItemDto {
  return {
    uid: row.uid,
    estimate_uid: row.estimateUid,
    name: row.name,
    trade: row.trade,
    status: row.status as BidPackageStatus,
    due_at: row.dueAt ? row.dueAt.toISOString() : null,
    due_local: row.dueAt ? instantToLocal(row.dueAt, row.timeZone) : null,
    time_zone: row.timeZone,
    budget_cents: lines.reduce((sum, l) => sum + (totals.get(l.uid) ?? 0), 0),
    line_count: lines.length,
    line_uids: lines.map((l) => l.uid),
    invited_count: Number(n.invited),
    submitted_count: Number(n.submitted),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listPackagesOf(scope: Scope, estimateUid: string): Promise<BidPackageListItemDto[]> {
  const totals = await lineTotals(scope, estimateUid);
  const c = counts(sql.raw('"bid_packages"."uid"'));
  const rows = await db()
    .select({ row: bidPackages, invited: c.invited, submitted: c.submitted })
    .from(bidPackages)
    .where(and(eq(bidPackages.estimateUid, estimateUid), eq(bidPackages.companyUid, scope.company.uid)))
    .orderBy(asc(bidPackages.createdAt), asc(bidPackages.uid));
  const lines = await packageLines(
    db(),
    rows.map((r) => r.row.uid),
  );
  return rows.map((r) =>
    listItem(
      r.row,
      lines.filter((l) => l.packageUid === r.row.uid),
      totals,
      r,
    ),
  );
}

export async function packageDto(scope: Scope, uid: string): Promise<BidPackageDto> {
  const row = await readPackage(db(), scope, uid);
  const c = counts(sql`${uid}::uuid`);
  const [totals, lines, items, docs, [n]] = await Promise.all([
    lineTotals(scope, row.estimateUid),
    packageLines(db(), [uid]),
    db()
      .select()
      .from(bidScopeItems)
      .where(eq(bidScopeItems.packageUid, uid))
      .orderBy(asc(bidScopeItems.position)),
    db()
      .select()
      .from(bidPackageDocuments)
      .where(eq(bidPackageDocuments.packageUid, uid))
      .orderBy(asc(bidPackageDocuments.createdAt)),
    db().select({ invited: c.invited, submitted: c.submitted }).from(sql`(select 1) one`),
  ]);
  return {
    ...listItem(row, lines, totals, n ?? { invited: 0, submitted: 0 }),
    instructions: row.instructions,
    lines: lines.map((l) => ({
      uid: l.uid,
      cost_code: l.costCode,
      description: l.description,
      total_cents: totals.get(l.uid) ?? 0,
    })),
    scope_items: items.map((i) => ({ uid: i.uid, position: i.position, text: i.text })),
    documents: await Promise.all(
      docs.map(async (d) => ({
        uid: d.uid,
        name: d.name,
        content_type: d.contentType,
        size: d.sizeBytes,
        url: await storage().signDownload({ key: d.storageKey, fileName: d.name }),
        previewable: isPreviewable(d.contentType) || isPreviewable(d.name),
        created_at: d.createdAt.toISOString(),
      })),
    ),
    allowed_statuses: [...allowedStatusChanges(row.status as BidPackageStatus)],
  };
}
