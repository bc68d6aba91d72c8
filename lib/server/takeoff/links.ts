import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { type DbOrTx, db, schema } from "@/db";
import type { TakeoffLinkDto } from "@/lib/contract/takeoff";
import type { LineRef, LinkRef } from "@/lib/domain/takeoff/plan";
import { writeAudit } from "../audit";
import { NotFoundError } from "../errors";
import { assertWritable, readEstimate } from "../estimate/core";
import type { Scope } from "../scope";

// Lines linked to a takeoff classification: what the grid marks, what a re-import updates. Unlinking leaves
// the line and its quantity as they are.

const { estimateTakeoffLinks: links, estimateLines: lines } = schema;

const ofEstimate = (scope: Scope, estimateUid: string) =>
  and(eq(links.estimateUid, estimateUid), eq(links.companyUid, scope.company.uid));

export async function listTakeoffLinks(
  scope: Scope,
  estimateUid: string,
): Promise<{ links: TakeoffLinkDto[] }> {
  await readEstimate(db(), scope, estimateUid);
  const rows = await db()
    .select()
    .from(links)
    .where(ofEstimate(scope, estimateUid))
    .orderBy(asc(links.importedAt));
  return {
    links: rows.map((r) => ({
      line_uid: r.lineUid,
      classification: r.classification,
      location: r.location,
      source_file: r.sourceFile,
      sheets: r.sheets,
      quantity: r.quantity,
      imported_at: r.importedAt.toISOString(),
    })),
  };
}

export async function unlinkTakeoffLine(scope: Scope, estimateUid: string, lineUid: string) {
  assertWritable(await readEstimate(db(), scope, estimateUid));
  await db().transaction(async (tx) => {
    const removed = await tx
      .delete(links)
      .where(and(ofEstimate(scope, estimateUid), eq(links.lineUid, lineUid)))
      .returning({ uid: links.uid });
    if (removed.length === 0) throw new NotFoundError("This line is not linked to a takeoff");
    await writeAudit(tx, scope, {
      action: "estimate.takeoff.unlinked",
      targetType: "estimate_line",
      targetUid: lineUid,
    });
  });
}

/** The estimate's lines (numbers only) and links, as the diff reads them. */
export async function linesAndLinks(tx: DbOrTx, scope: Scope, estimateUid: string) {
  const [lineRows, linkRows] = await Promise.all([
    tx
      .select({
        uid: lines.uid,
        quantity: lines.quantity,
        unit: lines.unit,
        unit_cost_cents: lines.unitCostCents,
        version: lines.version,
        cost_code: lines.costCode,
        description: lines.description,
      })
      .from(lines)
      .where(and(eq(lines.estimateUid, estimateUid), eq(lines.companyUid, scope.company.uid)))
      .orderBy(asc(lines.position)),
    tx
      .select({ line_uid: links.lineUid, classification: links.classification, location: links.location })
      .from(links)
      .where(ofEstimate(scope, estimateUid)),
  ]);
  const byUid = new Map<string, LineRef & { cost_code: string; description: string | null }>();
  for (const r of lineRows)
    byUid.set(r.uid, {
      ...r,
      unit_cost_cents: r.unit_cost_cents === null ? null : Number(r.unit_cost_cents),
    });
  return { lines: byUid, links: linkRows as LinkRef[] };
}

export type LinkWrite = {
  lineUid: string;
  classification: string;
  location: string;
  sheets: string[];
  quantity: string;
};

const CHUNK = 500;

/** Links (or re-links) lines to their classification, stamped with the file and the time. */
export async function writeLinks(
  tx: DbOrTx,
  scope: Scope,
  estimateUid: string,
  file: string,
  writes: LinkWrite[],
) {
  const now = new Date();
  const lineUids = new Set(writes.map((w) => w.lineUid));
  const keys = new Set(writes.map((w) => `${w.classification}\u001f${w.location}`));
  // A key linked to another line before (its line re-chosen): that older link gives way.
  const existing = await tx
    .select({
      uid: links.uid,
      lineUid: links.lineUid,
      classification: links.classification,
      location: links.location,
    })
    .from(links)
    .where(ofEstimate(scope, estimateUid));
  const stale = existing.filter(
    (l) => keys.has(`${l.classification}\u001f${l.location}`) || lineUids.has(l.lineUid),
  );
  for (let i = 0; i < stale.length; i += CHUNK) {
    await tx.delete(links).where(
      inArray(
        links.uid,
        stale.slice(i, i + CHUNK).map((l) => l.uid),
      ),
    );
  }
  const values = writes.map((w) => ({
    companyUid: scope.company.uid,
    estimateUid,
    lineUid: w.lineUid,
    classification: w.classification,
    location: w.location,
    sourceFile: file,
    sheets: w.sheets,
    quantity: w.quantity,
    importedBy: scope.user.uid,
    importedAt: now,
  }));
  for (let i = 0; i < values.length; i += CHUNK) await tx.insert(links).values(values.slice(i, i + CHUNK));
}
