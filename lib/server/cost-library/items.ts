// The cost library's items: create, read, change, delete and list (searched by words in the cost code and
// description through the trigram index), each under the company's scope with its audit row in the same
// transaction; prices shown normalised to an estimate when asked.
import { randomUUID } from "node:crypto";
import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, db, schema, type Tx } from "@/db";
import type {
  CostItemDto,
  CreateCostItemInput,
  ListCostItemsQuery,
  UpdateCostItemInput,
} from "@/lib/contract/cost-item";
import { countsTotal, type ListPage } from "@/lib/contract/list";
import type { CostType } from "@/lib/domain/estimate/model";
import { writeAudit } from "../audit";
import { collection } from "../collection";
import { NotFoundError, PreconditionFailedError, ValidationError } from "../errors";
import type { Scope } from "../scope";
import { estimateTargets, type PriceTargets, priceAt } from "./targets";

const { costItems } = schema;
export type CostItemRow = typeof costItems.$inferSelect;

const notFound = () => new NotFoundError("Cost item not found");

/** The columns a DTO reads (the list selects no more). */
const {
  searchText: _search,
  createdBy: _created,
  updatedBy: _updated,
  ...dtoColumns
} = getTableColumns(costItems);

export function costItemDto(
  row: Omit<CostItemRow, "searchText" | "createdBy" | "updatedBy">,
  targets: PriceTargets | null,
): CostItemDto {
  const unitCostCents = Number(row.unitCostCents);
  return {
    uid: row.uid,
    cost_code: row.costCode,
    description: row.description,
    unit: row.unit,
    unit_cost_cents: unitCostCents,
    split: row.split,
    cost_type: row.costType as CostType | null,
    source: row.source,
    price_date: row.priceDate,
    location: row.location,
    normalised: priceAt({ unitCostCents, priceDate: row.priceDate, location: row.location }, targets),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function readRow(tx: DbOrTx, scope: Scope, uid: string): Promise<CostItemRow> {
  const [row] = await tx
    .select()
    .from(costItems)
    .where(and(eq(costItems.uid, uid), eq(costItems.companyUid, scope.company.uid)));
  if (!row) throw notFound();
  return row;
}

export const itemColumns = (input: UpdateCostItemInput) => ({
  ...(input.cost_code !== undefined ? { costCode: input.cost_code } : {}),
  ...(input.description !== undefined ? { description: input.description } : {}),
  ...(input.unit !== undefined ? { unit: input.unit } : {}),
  ...(input.unit_cost_cents !== undefined ? { unitCostCents: input.unit_cost_cents } : {}),
  ...(input.split !== undefined ? { split: input.split } : {}),
  ...(input.cost_type !== undefined ? { costType: input.cost_type } : {}),
  ...(input.source !== undefined ? { source: input.source } : {}),
  ...(input.price_date !== undefined ? { priceDate: input.price_date } : {}),
  ...(input.location !== undefined ? { location: input.location } : {}),
});

export async function insertCostItems(tx: Tx, scope: Scope, inputs: CreateCostItemInput[]) {
  if (inputs.length === 0) return [];
  const rows = inputs.map((input) => ({
    companyUid: scope.company.uid,
    costCode: input.cost_code,
    description: input.description,
    unitCostCents: input.unit_cost_cents,
    priceDate: input.price_date,
    ...itemColumns(input),
    createdBy: scope.user.uid,
    updatedBy: scope.user.uid,
  }));
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const done = await tx
      .insert(costItems)
      .values(rows.slice(i, i + 1000))
      .returning({ uid: costItems.uid });
    out.push(...done.map((d) => d.uid));
  }
  return out;
}

export async function createCostItem(scope: Scope, input: CreateCostItemInput): Promise<CostItemDto> {
  const uid = await db().transaction(async (tx) => {
    const [uid] = await insertCostItems(tx, scope, [input]);
    await writeAudit(tx, scope, {
      action: "cost_item.created",
      targetType: "cost_item",
      targetUid: uid!,
      data: { cost_code: input.cost_code, description: input.description },
    });
    return uid!;
  });
  return costItemDto(await readRow(db(), scope, uid), null);
}

export async function getCostItem(
  scope: Scope,
  uid: string,
  query: { estimate_uid?: string },
): Promise<CostItemDto> {
  const row = await readRow(db(), scope, uid);
  const targets = query.estimate_uid ? await estimateTargets(scope, query.estimate_uid) : null;
  return costItemDto(row, targets);
}

export async function updateCostItem(
  scope: Scope,
  uid: string,
  input: UpdateCostItemInput,
  ifMatch: number | undefined,
): Promise<CostItemDto> {
  await db().transaction(async (tx) => {
    const current = await readRow(tx, scope, uid);
    if (ifMatch !== undefined && ifMatch !== current.version) throw new PreconditionFailedError();
    await tx
      .update(costItems)
      .set({
        ...itemColumns(input),
        updatedBy: scope.user.uid,
        version: sql`${costItems.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(costItems.uid, uid), eq(costItems.companyUid, scope.company.uid)));
    await writeAudit(tx, scope, {
      action: "cost_item.updated",
      targetType: "cost_item",
      targetUid: uid,
      data: { cost_code: input.cost_code ?? current.costCode, fields: Object.keys(input) },
    });
  });
  return costItemDto(await readRow(db(), scope, uid), null);
}

export async function deleteCostItem(scope: Scope, uid: string, ifMatch: number | undefined): Promise<void> {
  await db().transaction(async (tx) => {
    const current = await readRow(tx, scope, uid);
    if (ifMatch !== undefined && ifMatch !== current.version) throw new PreconditionFailedError();
    await tx
      .delete(costItems)
      .where(and(eq(costItems.uid, uid), eq(costItems.companyUid, scope.company.uid)));
    await writeAudit(tx, scope, {
      action: "cost_item.deleted",
      targetType: "cost_item",
      targetUid: uid,
      data: { cost_code: current.costCode, description: current.description },
    });
  });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function decodeOffset(cursor: string | undefined): number {
  if (!cursor) return 0;
  if (!/^\d{1,9}$/.test(cursor)) {
    throw new ValidationError({ cursor: "Not a cursor from this list; start again from the first page" });
  }
  return Number(cursor);
}

/** A query of digits (and spaces, dots, dashes) is a cost code prefix: "09 21" → 09 21 16 … */
const CODE_PREFIX = /^\d[\d\s.-]*$/;

/**
 * A cost code prefix reads the (company, cost code) index as a range — code points order it, as the C
 * collation the databases are created with does — with the LIKE kept for any other collation. Otherwise every
 * word of `q` must appear in the code or description (each a LIKE on the stored, lower-cased `search_text`,
 * trigram-indexed: the rows the index offers are checked without re-computing the text per word).
 */
function searchCondition(q: string | undefined): SQL | undefined {
  const text = (q ?? "").trim().toLowerCase();
  if (!text) return undefined;
  if (CODE_PREFIX.test(text)) {
    const prefix = text.replace(/\s+/g, " ");
    return and(
      sql`${costItems.costCode} >= ${prefix}`,
      sql`${costItems.costCode} < ${`${prefix}\uffff`}`,
      sql`${costItems.costCode} like ${`${escapeLike(prefix)}%`}`,
    );
  }
  const words = text.split(/\s+/).slice(0, 8);
  return and(...words.map((w) => sql`${costItems.searchText} like ${`%${escapeLike(w)}%`}`));
}

/** By cost code then description; the cursor is an offset. */
export async function listCostItems(scope: Scope, query: ListCostItemsQuery): Promise<ListPage<CostItemDto>> {
  const offset = decodeOffset(query.cursor);
  const where = and(
    eq(costItems.companyUid, scope.company.uid),
    searchCondition(query.q),
    query.cost_code ? sql`${costItems.costCode} like ${`${escapeLike(query.cost_code)}%`}` : undefined,
    query.uids ? inArray(costItems.uid, query.uids.length ? query.uids : [randomUUID()]) : undefined,
  );
  const [targets, rows, total] = await Promise.all([
    query.estimate_uid ? estimateTargets(scope, query.estimate_uid) : null,
    db()
      .select(dtoColumns)
      .from(costItems)
      .where(where)
      .orderBy(asc(costItems.costCode), asc(costItems.description), asc(costItems.uid))
      .limit(query.limit + 1)
      .offset(offset),
    query.count !== false && countsTotal(query)
      ? db()
          .select({ n: sql<number>`count(*)::int` })
          .from(costItems)
          .where(where)
          .then(([c]) => Number(c?.n ?? 0))
      : null,
  ]);
  const page = rows.slice(0, query.limit).map((r) => costItemDto(r, targets));
  const next = rows.length > query.limit ? String(offset + query.limit) : null;
  return collection(page, total, next);
}
