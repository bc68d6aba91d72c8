// Saved comparisons: create, read, change, delete and list, each under the company's scope with its audit row in
// the same transaction. The table is computed on every read (compute.ts); writes check the items exist in the
// company and the targets as the project database checks them.
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, db, schema } from "@/db";
import type {
  ComparisonDto,
  ComparisonListItemDto,
  CreateComparisonInput,
  ListComparisonsQuery,
  UpdateComparisonInput,
} from "@/lib/contract/comparison";
import { maxComparisonItems } from "@/lib/contract/comparison";
import { countsTotal, type ListPage } from "@/lib/contract/list";
import { writeAudit } from "../audit";
import { collection, decodeOffset, escapeLike } from "../collection";
import { NotFoundError, PreconditionFailedError, ValidationError } from "../errors";
import type { Scope } from "../scope";
import { type ComparisonRowWithName, checkTargets, computeComparison, listItemDto } from "./compute";

const { comparisons, projectRecords, estimates, users } = schema;

const notFound = () => new NotFoundError("Comparison not found");

const updatedByName = sql<
  string | null
>`nullif(trim(coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, '')), '')`;

function selectRows(tx: DbOrTx, where: SQL | undefined) {
  return tx
    .select({ row: comparisons, updatedByName })
    .from(comparisons)
    .leftJoin(users, eq(users.uid, comparisons.updatedBy))
    .where(where);
}

async function readRow(tx: DbOrTx, scope: Scope, uid: string): Promise<ComparisonRowWithName> {
  const [found] = await selectRows(
    tx,
    and(eq(comparisons.uid, uid), eq(comparisons.companyUid, scope.company.uid)),
  );
  if (!found) throw notFound();
  return { ...found.row, updatedByName: found.updatedByName };
}

type Items = { recordUids: string[]; estimateUids: string[]; referenceEstimateUid: string | null };

/** The reference estimate is one of the items: added to the estimates when it is not among them. */
function withReference(items: Items): Items {
  const ref = items.referenceEstimateUid;
  if (!ref || items.estimateUids.includes(ref)) return items;
  return { ...items, estimateUids: [...items.estimateUids, ref] };
}

async function missingOf(
  tx: DbOrTx,
  scope: Scope,
  table: typeof projectRecords | typeof estimates,
  uids: string[],
) {
  if (uids.length === 0) return [];
  const found = await tx
    .select({ uid: table.uid })
    .from(table)
    .where(and(eq(table.companyUid, scope.company.uid), inArray(table.uid, uids)));
  const have = new Set(found.map((f) => f.uid));
  return uids.filter((u) => !have.has(u));
}

/** Every item must be the company's own; another company's id reads exactly as an unknown one. */
async function checkItems(
  tx: DbOrTx,
  scope: Scope,
  items: Items,
  changed: Partial<Record<keyof Items, boolean>>,
) {
  const errors: Record<string, string> = {};
  if (items.recordUids.length + items.estimateUids.length > maxComparisonItems) {
    errors.record_uids = `At most ${maxComparisonItems} records and estimates in one comparison`;
  }
  const [records, ests]: string[][] = await Promise.all([
    changed.recordUids ? missingOf(tx, scope, projectRecords, items.recordUids) : [],
    changed.estimateUids || changed.referenceEstimateUid
      ? missingOf(tx, scope, estimates, items.estimateUids)
      : [],
  ]);
  if (records.length) errors.record_uids = `No such record: ${records.join(", ")}`;
  const ref = items.referenceEstimateUid;
  if (ref && ests.includes(ref)) errors.reference_estimate_uid = `No such estimate: ${ref}`;
  const otherEsts = ests.filter((u) => u !== ref);
  if (otherEsts.length) errors.estimate_uids = `No such estimate: ${otherEsts.join(", ")}`;
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

export async function createComparison(scope: Scope, input: CreateComparisonInput): Promise<ComparisonDto> {
  const items = withReference({
    recordUids: input.record_uids,
    estimateUids: input.estimate_uids,
    referenceEstimateUid: input.reference_estimate_uid ?? null,
  });
  const targets = { targetDate: input.target_date ?? null, targetLocation: input.target_location ?? null };
  await checkTargets(scope, targets);
  const uid = await db().transaction(async (tx) => {
    await checkItems(tx, scope, items, { recordUids: true, estimateUids: true });
    const [row] = await tx
      .insert(comparisons)
      .values({
        companyUid: scope.company.uid,
        name: input.name,
        ...items,
        basis: input.basis,
        ...targets,
        createdBy: scope.user.uid,
        updatedBy: scope.user.uid,
      })
      .returning({ uid: comparisons.uid });
    await writeAudit(tx, scope, {
      action: "comparison.created",
      targetType: "comparison",
      targetUid: row!.uid,
      data: { name: input.name, items: items.recordUids.length + items.estimateUids.length },
    });
    return row!.uid;
  });
  return getComparison(scope, uid);
}

export async function getComparison(scope: Scope, uid: string): Promise<ComparisonDto> {
  return computeComparison(scope, await readRow(db(), scope, uid));
}

export async function updateComparison(
  scope: Scope,
  uid: string,
  input: UpdateComparisonInput,
  ifMatch: number | undefined,
): Promise<ComparisonDto> {
  await db().transaction(async (tx) => {
    const current = await readRow(tx, scope, uid);
    if (ifMatch !== undefined && ifMatch !== current.version) throw new PreconditionFailedError();
    const items = withReference({
      recordUids: input.record_uids ?? current.recordUids,
      estimateUids: input.estimate_uids ?? current.estimateUids,
      referenceEstimateUid:
        input.reference_estimate_uid === undefined
          ? current.referenceEstimateUid
          : input.reference_estimate_uid,
    });
    const targets = {
      targetDate: input.target_date === undefined ? current.targetDate : input.target_date,
      targetLocation: input.target_location === undefined ? current.targetLocation : input.target_location,
    };
    if (input.target_date !== undefined || input.target_location !== undefined)
      await checkTargets(scope, targets);
    await checkItems(tx, scope, items, {
      recordUids: input.record_uids !== undefined,
      estimateUids: input.estimate_uids !== undefined,
      referenceEstimateUid: input.reference_estimate_uid !== undefined,
    });
    await tx
      .update(comparisons)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.basis !== undefined ? { basis: input.basis } : {}),
        ...items,
        ...targets,
        updatedBy: scope.user.uid,
        version: sql`${comparisons.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(comparisons.uid, uid), eq(comparisons.companyUid, scope.company.uid)));
    await writeAudit(tx, scope, {
      action: "comparison.updated",
      targetType: "comparison",
      targetUid: uid,
      data: { name: input.name ?? current.name, fields: Object.keys(input) },
    });
  });
  return getComparison(scope, uid);
}

export async function deleteComparison(
  scope: Scope,
  uid: string,
  ifMatch: number | undefined,
): Promise<void> {
  await db().transaction(async (tx) => {
    const current = await readRow(tx, scope, uid);
    if (ifMatch !== undefined && ifMatch !== current.version) throw new PreconditionFailedError();
    await tx
      .delete(comparisons)
      .where(and(eq(comparisons.uid, uid), eq(comparisons.companyUid, scope.company.uid)));
    await writeAudit(tx, scope, {
      action: "comparison.deleted",
      targetType: "comparison",
      targetUid: uid,
      data: { name: current.name },
    });
  });
}

/** Newest change first, searched by name; the cursor is an offset (a company keeps tens of comparisons). */
export async function listComparisons(
  scope: Scope,
  query: ListComparisonsQuery,
): Promise<ListPage<ComparisonListItemDto>> {
  const offset = decodeOffset(query.cursor);
  const where = and(
    eq(comparisons.companyUid, scope.company.uid),
    query.q ? sql`lower(${comparisons.name}) like ${`%${escapeLike(query.q.toLowerCase())}%`}` : undefined,
  );
  const [rows, total] = await Promise.all([
    selectRows(db(), where)
      .orderBy(desc(comparisons.updatedAt), desc(comparisons.uid))
      .limit(query.limit + 1)
      .offset(offset),
    countsTotal(query)
      ? db()
          .select({ n: sql<number>`count(*)::int` })
          .from(comparisons)
          .where(where)
          .then(([c]) => Number(c?.n ?? 0))
      : null,
  ]);
  const page = rows.slice(0, query.limit);
  const next = rows.length > query.limit ? String(offset + query.limit) : null;
  return collection(
    page.map((r) => listItemDto({ ...r.row, updatedByName: r.updatedByName })),
    total,
    next,
  );
}
