// Saved budget views: grouping, filters, columns, sort under a name. A view is private to its owner
// or shared with the company (owner_uid null); another user's private view is invisible (404).
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { db, schema, type Tx } from "@/db";
import type { createViewInput, updateViewInput } from "@/lib/contract/estimate";
import { writeAudit } from "../audit";
import { collection } from "../collection";
import { NotFoundError } from "../errors";
import type { Scope } from "../scope";
import { checkVersion, readEstimate } from "./core";
import { viewDto } from "./dto";

const { estimateViews: views } = schema;

/** Views the scope may see on an estimate: shared ones and its own. */
const visible = (scope: Scope, estimateUid: string) =>
  and(
    eq(views.estimateUid, estimateUid),
    eq(views.companyUid, scope.company.uid),
    or(isNull(views.ownerUid), eq(views.ownerUid, scope.user.uid)),
  );

/** The view, locked for a change, when the caller sees it and the version matches; 404 / 412 otherwise. */
async function lockView(tx: Tx, scope: Scope, estimateUid: string, viewUid: string, ifMatch?: number) {
  const [current] = await tx
    .select()
    .from(views)
    .where(and(eq(views.uid, viewUid), visible(scope, estimateUid)))
    .for("update");
  if (!current) throw new NotFoundError();
  checkVersion(current.version, ifMatch);
  return current;
}

export async function listViews(scope: Scope, estimateUid: string) {
  await readEstimate(db(), scope, estimateUid);
  const rows = await db()
    .select()
    .from(views)
    .where(visible(scope, estimateUid))
    .orderBy(asc(sql`lower(${views.name})`), asc(views.uid));
  return collection(rows.map(viewDto));
}

export async function createView(scope: Scope, estimateUid: string, input: z.output<typeof createViewInput>) {
  return db().transaction(async (tx) => {
    await readEstimate(tx, scope, estimateUid);
    const [row] = await tx
      .insert(views)
      .values({
        estimateUid,
        companyUid: scope.company.uid,
        ownerUid: input.shared ? null : scope.user.uid,
        name: input.name,
        config: input.config,
        createdBy: scope.user.uid,
      })
      .returning();
    await writeAudit(tx, scope, {
      action: "estimate.view.created",
      targetType: "estimate_view",
      targetUid: row!.uid,
    });
    return viewDto(row!);
  });
}

export async function updateView(
  scope: Scope,
  estimateUid: string,
  viewUid: string,
  input: z.output<typeof updateViewInput>,
  ifMatch?: number,
) {
  return db().transaction(async (tx) => {
    const current = await lockView(tx, scope, estimateUid, viewUid, ifMatch);
    const [row] = await tx
      .update(views)
      .set({
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.config === undefined ? {} : { config: input.config }),
        ...(input.shared === undefined
          ? {}
          : { ownerUid: input.shared ? null : (current.ownerUid ?? scope.user.uid) }),
        version: sql`${views.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(views.uid, viewUid))
      .returning();
    await writeAudit(tx, scope, {
      action: "estimate.view.updated",
      targetType: "estimate_view",
      targetUid: viewUid,
    });
    return viewDto(row!);
  });
}

export async function deleteView(scope: Scope, estimateUid: string, viewUid: string, ifMatch?: number) {
  await db().transaction(async (tx) => {
    await lockView(tx, scope, estimateUid, viewUid, ifMatch);
    await tx.delete(views).where(eq(views.uid, viewUid));
    await writeAudit(tx, scope, {
      action: "estimate.view.deleted",
      targetType: "estimate_view",
      targetUid: viewUid,
    });
  });
}
