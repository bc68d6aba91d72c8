// Assemblies: create, read, change, delete and list under the company's scope, audit in the same
// transaction. Each item's formula must read only the driver (lib/domain/cost-library/assembly.ts) and name
// one of the company's library items; items are saved whole with the assembly (its version covers them).
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type DbOrTx, db, schema } from "@/db";
import type { AssemblyItem } from "@/db/schema";
import type {
  AssemblyDto,
  CreateAssemblyInput,
  ListAssembliesQuery,
  UpdateAssemblyInput,
} from "@/lib/contract/assembly";
import { countsTotal, type ListPage } from "@/lib/contract/list";
import { checkAssemblyFormula } from "@/lib/domain/cost-library/assembly";
import { writeAudit } from "../audit";
import { collection } from "../collection";
import { NotFoundError, PreconditionFailedError, ValidationError } from "../errors";
import type { Scope } from "../scope";

const { assemblies, costItems } = schema;
type Row = typeof assemblies.$inferSelect;
export type LibraryItemRow = typeof costItems.$inferSelect;

export async function readAssembly(tx: DbOrTx, scope: Scope, uid: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(assemblies)
    .where(and(eq(assemblies.uid, uid), eq(assemblies.companyUid, scope.company.uid)));
  if (!row) throw new NotFoundError("Assembly not found");
  return row;
}

export async function itemsByUid(tx: DbOrTx, scope: Scope, uids: string[]) {
  if (uids.length === 0) return new Map<string, LibraryItemRow>();
  const rows = await tx
    .select()
    .from(costItems)
    .where(and(inArray(costItems.uid, [...new Set(uids)]), eq(costItems.companyUid, scope.company.uid)));
  return new Map(rows.map((r) => [r.uid, r]));
}

function dto(row: Row, items: Map<string, LibraryItemRow>): AssemblyDto {
  return {
    uid: row.uid,
    name: row.name,
    description: row.description,
    driver: row.driver,
    driver_unit: row.driverUnit,
    items: row.items.map((i) => {
      const item = items.get(i.cost_item_uid);
      return {
        cost_item_uid: i.cost_item_uid,
        formula: i.formula,
        cost_code: item?.costCode ?? null,
        description: item?.description ?? null,
        unit: item?.unit ?? null,
        unit_cost_cents: item ? Number(item.unitCostCents) : null,
      };
    }),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** 400 naming each item whose formula does not read the driver alone or whose item is not the company's. */
async function checkItems(tx: DbOrTx, scope: Scope, driver: string, items: AssemblyItem[]) {
  const known = await itemsByUid(
    tx,
    scope,
    items.map((i) => i.cost_item_uid),
  );
  const errors: Record<string, string> = {};
  items.forEach((item, i) => {
    if (!known.has(item.cost_item_uid)) errors[`items.${i}.cost_item_uid`] = "Not an item of the library";
    const bad = checkAssemblyFormula(item.formula, driver);
    if (bad) errors[`items.${i}.formula`] = bad;
  });
  if (Object.keys(errors).length) throw new ValidationError(errors, Object.values(errors)[0]);
}

export async function createAssembly(scope: Scope, input: CreateAssemblyInput): Promise<AssemblyDto> {
  const uid = await db().transaction(async (tx) => {
    await checkItems(tx, scope, input.driver, input.items);
    const [row] = await tx
      .insert(assemblies)
      .values({
        companyUid: scope.company.uid,
        name: input.name,
        description: input.description ?? null,
        driver: input.driver,
        driverUnit: input.driver_unit ?? null,
        items: input.items,
        createdBy: scope.user.uid,
        updatedBy: scope.user.uid,
      })
      .returning({ uid: assemblies.uid });
    await writeAudit(tx, scope, {
      action: "assembly.created",
      targetType: "assembly",
      targetUid: row!.uid,
      data: { name: input.name },
    });
    return row!.uid;
  });
  return getAssembly(scope, uid);
}

export async function getAssembly(scope: Scope, uid: string): Promise<AssemblyDto> {
  const row = await readAssembly(db(), scope, uid);
  const items = await itemsByUid(
    db(),
    scope,
    row.items.map((i) => i.cost_item_uid),
  );
  return dto(row, items);
}

export async function updateAssembly(
  scope: Scope,
  uid: string,
  input: UpdateAssemblyInput,
  ifMatch: number | undefined,
): Promise<AssemblyDto> {
  await db().transaction(async (tx) => {
    const current = await readAssembly(tx, scope, uid);
    if (ifMatch !== undefined && ifMatch !== current.version) throw new PreconditionFailedError();
    if (input.items !== undefined || input.driver !== undefined) {
      await checkItems(tx, scope, input.driver ?? current.driver, input.items ?? current.items);
    }
    await tx
      .update(assemblies)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.driver !== undefined ? { driver: input.driver } : {}),
        ...(input.driver_unit !== undefined ? { driverUnit: input.driver_unit } : {}),
        ...(input.items !== undefined ? { items: input.items } : {}),
        updatedBy: scope.user.uid,
        version: sql`${assemblies.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(assemblies.uid, uid), eq(assemblies.companyUid, scope.company.uid)));
    await writeAudit(tx, scope, {
      action: "assembly.updated",
      targetType: "assembly",
      targetUid: uid,
      data: { name: input.name ?? current.name, fields: Object.keys(input) },
    });
  });
  return getAssembly(scope, uid);
}

export async function deleteAssembly(scope: Scope, uid: string, ifMatch: number | undefined): Promise<void> {
  await db().transaction(async (tx) => {
    const current = await readAssembly(tx, scope, uid);
    if (ifMatch !== undefined && ifMatch !== current.version) throw new PreconditionFailedError();
    await tx
      .delete(assemblies)
      .where(and(eq(assemblies.uid, uid), eq(assemblies.companyUid, scope.company.uid)));
    await writeAudit(tx, scope, {
      action: "assembly.deleted",
      targetType: "assembly",
      targetUid: uid,
      data: { name: current.name },
    });
  });
}

/** By name; `q` matches words of the name; the cursor is an offset. */
export async function listAssemblies(
  scope: Scope,
  query: ListAssembliesQuery,
): Promise<ListPage<AssemblyDto>> {
  const offset = /^\d{1,9}$/.test(query.cursor ?? "") ? Number(query.cursor) : 0;
  if (query.cursor && offset === 0 && query.cursor !== "0") {
    throw new ValidationError({ cursor: "Not a cursor from this list; start again from the first page" });
  }
  const words = (query.q ?? "").toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const where = and(
    eq(assemblies.companyUid, scope.company.uid),
    ...words.map((w) => sql`strpos(lower(${assemblies.name}), ${w}) > 0`),
  );
  const [rows, total] = await Promise.all([
    db()
      .select()
      .from(assemblies)
      .where(where)
      .orderBy(sql`lower(${assemblies.name})`, asc(assemblies.uid))
      .limit(query.limit + 1)
      .offset(offset),
    countsTotal(query)
      ? db()
          .select({ n: sql<number>`count(*)::int` })
          .from(assemblies)
          .where(where)
          .then(([c]) => Number(c?.n ?? 0))
      : null,
  ]);
  const page = rows.slice(0, query.limit);
  const items = await itemsByUid(
    db(),
    scope,
    page.flatMap((r) => r.items.map((i) => i.cost_item_uid)),
  );
  const next = rows.length > query.limit ? String(offset + query.limit) : null;
  return collection(
    page.map((r) => dto(r, items)),
    total,
    next,
  );
}
