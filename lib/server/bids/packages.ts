// Bid packages: create, change (status moves included), delete and list, each under the company's scope. A
// write locks the estimate row (lib/server/estimate/core.ts), so a final estimate refuses it with its lock
// message and two packages cannot take the same line at once; the audit row commits with the change.
import { and, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import type {
  BidPackageDto,
  BidPackageListItemDto,
  CreateBidPackageInput,
  ListBidPackagesQuery,
  UpdateBidPackageInput,
} from "@/lib/contract/bid-package";
import type { ListPage } from "@/lib/contract/list";
import {
  type BidPackageStatus,
  instantToLocal,
  lineTakenMessage,
  localToInstant,
  scopeLockMessage,
  statusChangeMessage,
} from "@/lib/domain/bids/package";
import { writeAudit } from "../audit";
import { collection } from "../collection";
import { ConflictError, PreconditionFailedError, ValidationError } from "../errors";
import { lockEstimate, readEstimate } from "../estimate/core";
import { publish } from "../realtime/publish";
import type { Scope } from "../scope";
import { bidFileKeys, removeStoredObjects } from "../storage/removal";
import { listPackagesOf, packageDto, readPackage } from "./package-read";

const { bidPackages, bidPackageLines, bidScopeItems, estimateLines } = schema;

/** The lines must be the estimate's own and in no other package. */
async function writeLines(
  tx: Tx,
  scope: Scope,
  pkg: { uid: string; estimateUid: string },
  lineUids: string[],
) {
  if (lineUids.length) {
    const found = await tx
      .select({ uid: estimateLines.uid })
      .from(estimateLines)
      .where(and(eq(estimateLines.estimateUid, pkg.estimateUid), inArray(estimateLines.uid, lineUids)));
    const have = new Set(found.map((f) => f.uid));
    const missing = lineUids.filter((u) => !have.has(u));
    if (missing.length) {
      const message = `No such budget line in this estimate: ${missing.slice(0, 5).join(", ")}`;
      throw new ValidationError({ line_uids: message }, message);
    }
    const [taken] = await tx
      .select({
        costCode: estimateLines.costCode,
        description: estimateLines.description,
        packageName: bidPackages.name,
      })
      .from(bidPackageLines)
      .innerJoin(bidPackages, eq(bidPackages.uid, bidPackageLines.packageUid))
      .innerJoin(estimateLines, eq(estimateLines.uid, bidPackageLines.lineUid))
      .where(and(inArray(bidPackageLines.lineUid, lineUids), ne(bidPackageLines.packageUid, pkg.uid)))
      .limit(1);
    if (taken) {
      const label = [taken.costCode, taken.description].filter(Boolean).join(" ") || "A budget line";
      const message = lineTakenMessage(`"${label}"`, taken.packageName);
      throw new ValidationError({ line_uids: message }, message);
    }
  }
  await tx
    .delete(bidPackageLines)
    .where(
      and(
        eq(bidPackageLines.companyUid, scope.company.uid),
        eq(bidPackageLines.packageUid, pkg.uid),
        lineUids.length ? notInArray(bidPackageLines.lineUid, lineUids) : undefined,
      ),
    );
  if (lineUids.length) {
    await tx
      .insert(bidPackageLines)
      .values(lineUids.map((lineUid) => ({ companyUid: scope.company.uid, packageUid: pkg.uid, lineUid })))
      .onConflictDoNothing();
  }
}

/** Items with a uid of this package keep it (and the bidders' answers to it); the others are added. */
async function writeScopeItems(
  tx: Tx,
  scope: Scope,
  packageUid: string,
  items: CreateBidPackageInput["scope_items"],
) {
  const current = await tx
    .select({ uid: bidScopeItems.uid })
    .from(bidScopeItems)
    .where(and(eq(bidScopeItems.companyUid, scope.company.uid), eq(bidScopeItems.packageUid, packageUid)));
  const own = new Set(current.map((c) => c.uid));
  const unknown = items.find((i) => i.uid && !own.has(i.uid));
  if (unknown) {
    const message = `No such scope item in this package: ${unknown.uid}`;
    throw new ValidationError({ scope_items: message }, message);
  }
  const kept = new Set(items.flatMap((i) => (i.uid ? [i.uid] : [])));
  const gone = [...own].filter((u) => !kept.has(u));
  if (gone.length) {
    await tx
      .delete(bidScopeItems)
      .where(and(eq(bidScopeItems.companyUid, scope.company.uid), inArray(bidScopeItems.uid, gone)));
  }
  for (const [position, item] of items.entries()) {
    if (item.uid) {
      await tx
        .update(bidScopeItems)
        .set({ position, text: item.text })
        .where(and(eq(bidScopeItems.uid, item.uid), eq(bidScopeItems.companyUid, scope.company.uid)));
    } else {
      await tx
        .insert(bidScopeItems)
        .values({ companyUid: scope.company.uid, packageUid, position, text: item.text });
    }
  }
}

/** Tells the estimate's open editors (their Bids tab) after the commit. */
const announce = (estimateUid: string, packageUid: string) =>
  publish({ name: "bid.package.updated", data: { estimate_uid: estimateUid, package_uid: packageUid } });

const dueOf = (local: string | null | undefined, zone: string) =>
  local ? localToInstant(local, zone) : null;

export async function createBidPackage(
  scope: Scope,
  estimateUid: string,
  input: CreateBidPackageInput,
): Promise<BidPackageDto> {
  const uid = await db().transaction(async (tx) => {
    await lockEstimate(tx, scope, estimateUid);
    const [row] = await tx
      .insert(bidPackages)
      .values({
        companyUid: scope.company.uid,
        estimateUid,
        name: input.name,
        trade: input.trade ?? null,
        dueAt: dueOf(input.due_local, input.time_zone),
        timeZone: input.time_zone,
        instructions: input.instructions ?? null,
        createdBy: scope.user.uid,
        updatedBy: scope.user.uid,
      })
      .returning({ uid: bidPackages.uid });
    const uid = row!.uid;
    await writeLines(tx, scope, { uid, estimateUid }, input.line_uids);
    await writeScopeItems(tx, scope, uid, input.scope_items);
    await writeAudit(tx, scope, {
      action: "bid_package.created",
      targetType: "bid_package",
      targetUid: uid,
      data: { estimate_uid: estimateUid, name: input.name, lines: input.line_uids.length },
    });
    return uid;
  });
  await announce(estimateUid, uid);
  return packageDto(scope, uid);
}

export const getBidPackage = packageDto;

/** Changes of scope (lines, items) wait while the package is awarded or cancelled; status moves follow the rule. */
function checkChange(current: BidPackageStatus, input: UpdateBidPackageInput, dueAt: Date | null) {
  const to = input.status ?? current;
  const moved = statusChangeMessage(current, to);
  if (moved) throw new ConflictError(moved);
  const scopeChange = input.line_uids !== undefined || input.scope_items !== undefined;
  const locked = scopeLockMessage(to);
  if (scopeChange && locked) throw new ConflictError(locked);
  if (to === "out_to_bid" && current === "draft" && !dueAt) {
    const message = "Set the due date and time before sending the package out to bid";
    throw new ValidationError({ due_local: message }, message);
  }
}

export async function updateBidPackage(
  scope: Scope,
  uid: string,
  input: UpdateBidPackageInput,
  ifMatch: number | undefined,
): Promise<BidPackageDto> {
  const estimateUid = await db().transaction(async (tx) => {
    const peek = await readPackage(tx, scope, uid);
    await lockEstimate(tx, scope, peek.estimateUid);
    const current = await readPackage(tx, scope, uid);
    if (ifMatch !== undefined && ifMatch !== current.version) throw new PreconditionFailedError();
    const zone = input.time_zone ?? current.timeZone;
    const dueAt =
      input.due_local !== undefined
        ? dueOf(input.due_local, zone)
        : input.time_zone !== undefined && current.dueAt
          ? // The same wall-clock time in the new zone.
            localToInstant(instantToLocal(current.dueAt, current.timeZone), zone)
          : current.dueAt;
    checkChange(current.status as BidPackageStatus, input, dueAt);
    await tx
      .update(bidPackages)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.trade !== undefined ? { trade: input.trade } : {}),
        ...(input.instructions !== undefined ? { instructions: input.instructions } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        timeZone: zone,
        dueAt,
        updatedBy: scope.user.uid,
        version: sql`${bidPackages.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(bidPackages.uid, uid), eq(bidPackages.companyUid, scope.company.uid)));
    if (input.line_uids !== undefined) await writeLines(tx, scope, current, input.line_uids);
    if (input.scope_items !== undefined) await writeScopeItems(tx, scope, uid, input.scope_items);
    await writeAudit(tx, scope, {
      action:
        input.status && input.status !== current.status
          ? "bid_package.status_changed"
          : "bid_package.updated",
      targetType: "bid_package",
      targetUid: uid,
      data: {
        name: input.name ?? current.name,
        fields: Object.keys(input),
        ...(input.status && input.status !== current.status
          ? { from: current.status, to: input.status }
          : {}),
      },
    });
    return current.estimateUid;
  });
  await announce(estimateUid, uid);
  return packageDto(scope, uid);
}

export async function deleteBidPackage(
  scope: Scope,
  uid: string,
  ifMatch: number | undefined,
): Promise<void> {
  const { estimateUid, keys } = await db().transaction(async (tx) => {
    const peek = await readPackage(tx, scope, uid);
    await lockEstimate(tx, scope, peek.estimateUid);
    const current = await readPackage(tx, scope, uid);
    if (ifMatch !== undefined && ifMatch !== current.version) throw new PreconditionFailedError();
    if (current.status === "awarded") {
      throw new ConflictError("This package is awarded: undo the award before deleting it");
    }
    const keys = await bidFileKeys(tx, scope.company.uid, { packageUid: uid });
    await tx
      .delete(bidPackages)
      .where(and(eq(bidPackages.uid, uid), eq(bidPackages.companyUid, scope.company.uid)));
    await writeAudit(tx, scope, {
      action: "bid_package.deleted",
      targetType: "bid_package",
      targetUid: uid,
      data: { estimate_uid: current.estimateUid, name: current.name },
    });
    return { estimateUid: current.estimateUid, keys };
  });
  await removeStoredObjects(keys);
  await announce(estimateUid, uid);
}

/** An estimate's packages in the order they were made (an estimate has tens). */
export async function listBidPackages(
  scope: Scope,
  estimateUid: string,
  query: ListBidPackagesQuery,
): Promise<ListPage<BidPackageListItemDto>> {
  await readEstimate(db(), scope, estimateUid);
  const offset = query.cursor && /^\d{1,9}$/.test(query.cursor) ? Number(query.cursor) : 0;
  if (query.cursor && offset === 0 && query.cursor !== "0") {
    throw new ValidationError({ cursor: "Not a cursor from this list; start again from the first page" });
  }
  const all = await listPackagesOf(scope, estimateUid);
  const page = all.slice(offset, offset + query.limit);
  const next = all.length > offset + query.limit ? String(offset + query.limit) : null;
  return collection(page, all.length, next);
}
