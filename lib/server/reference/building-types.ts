import { and, asc, count, eq, isNull, max, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import type { BuildingTypeRow } from "@/db/schema";
import type { CreateBuildingTypeInput, UpdateBuildingTypeInput } from "@/lib/contract/reference";
import { writeAudit } from "../audit";
import { collection } from "../collection";
import { ConflictError, NotFoundError, PreconditionFailedError, ValidationError } from "../errors";
import { afterCompanyWrite } from "../project/company-cache";
import type { Scope } from "../scope";
import { ownRowAtVersion, uniqueNameGuard } from "./common";
import { buildingTypeDto } from "./dto";

const { buildingTypes } = schema;
const notFound = () => new NotFoundError("Building type not found");
const withUniqueName = uniqueNameGuard(
  (name) => new ConflictError(`A building type named "${name}" already exists there`),
);

/** Categories in their order, each followed by its types: the order a picker shows them in. */
export async function listBuildingTypes(scope: Scope) {
  const rows = await db()
    .select()
    .from(buildingTypes)
    .where(eq(buildingTypes.companyUid, scope.company.uid))
    .orderBy(asc(buildingTypes.sortOrder), asc(buildingTypes.name));
  const parents = rows.filter((r) => r.parentUid === null);
  const ordered = parents.flatMap((p) => [
    buildingTypeDto(p, null),
    ...rows.filter((r) => r.parentUid === p.uid).map((c) => buildingTypeDto(c, p.name)),
  ]);
  return collection(ordered);
}

/** The parent must be a category (top level) of the same company; anything else reads as not found. */
async function loadParent(tx: Tx, scope: Scope, parentUid: string) {
  const [parent] = await tx
    .select()
    .from(buildingTypes)
    .where(
      and(
        eq(buildingTypes.uid, parentUid),
        eq(buildingTypes.companyUid, scope.company.uid),
        isNull(buildingTypes.parentUid),
      ),
    );
  if (!parent) throw new ValidationError({ parent_uid: "Must be a top-level building type" });
  return parent;
}

async function nextSortOrder(tx: Tx, scope: Scope, parentUid: string | null) {
  const [row] = await tx
    .select({ n: max(buildingTypes.sortOrder) })
    .from(buildingTypes)
    .where(
      and(
        eq(buildingTypes.companyUid, scope.company.uid),
        parentUid ? eq(buildingTypes.parentUid, parentUid) : isNull(buildingTypes.parentUid),
      ),
    );
  return (row?.n ?? -1) + 1;
}

export async function createBuildingType(scope: Scope, input: CreateBuildingTypeInput) {
  return afterCompanyWrite(
    scope.company.uid,
    withUniqueName(
      () => input.name,
      () =>
        db().transaction(async (tx) => {
          const parent = input.parent_uid ? await loadParent(tx, scope, input.parent_uid) : null;
          const [row] = await tx
            .insert(buildingTypes)
            .values({
              companyUid: scope.company.uid,
              parentUid: parent?.uid ?? null,
              name: input.name,
              sortOrder: input.sort_order ?? (await nextSortOrder(tx, scope, parent?.uid ?? null)),
            })
            .returning();
          await writeAudit(tx, scope, {
            action: "reference.building_type.created",
            targetType: "building_type",
            targetUid: row!.uid,
            data: { name: row!.name, parent: parent?.name ?? null },
          });
          return buildingTypeDto(row!, parent?.name ?? null);
        }),
    ),
  );
}

async function loadOwn(tx: Tx, scope: Scope, uid: string): Promise<BuildingTypeRow> {
  const [row] = await tx
    .select()
    .from(buildingTypes)
    .where(and(eq(buildingTypes.uid, uid), eq(buildingTypes.companyUid, scope.company.uid)));
  if (!row) throw notFound();
  return row;
}

async function childCount(tx: Tx, scope: Scope, uid: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(buildingTypes)
    .where(and(eq(buildingTypes.companyUid, scope.company.uid), eq(buildingTypes.parentUid, uid)));
  return row?.n ?? 0;
}

const ownAtVersion = (uid: string, scope: Scope, ifMatch: number | undefined) =>
  ownRowAtVersion(buildingTypes, uid, scope.company.uid, ifMatch);

export async function updateBuildingType(
  scope: Scope,
  uid: string,
  input: UpdateBuildingTypeInput,
  ifMatch?: number,
) {
  let name = input.name ?? "";
  return afterCompanyWrite(
    scope.company.uid,
    withUniqueName(
      () => name,
      () =>
        db().transaction(async (tx) => {
          const current = await loadOwn(tx, scope, uid);
          name = input.name ?? current.name;
          const parentUid = input.parent_uid === undefined ? current.parentUid : input.parent_uid;
          if (parentUid === uid) throw new ValidationError({ parent_uid: "Must be another building type" });
          const parent = parentUid ? await loadParent(tx, scope, parentUid) : null;
          // Two levels only: a category with types cannot itself become a type.
          if (parent && current.parentUid === null && (await childCount(tx, scope, uid)) > 0) {
            throw new ValidationError({
              parent_uid: "A building type with subtypes cannot move under another",
            });
          }
          const [row] = await tx
            .update(buildingTypes)
            .set({
              name: input.name,
              parentUid,
              sortOrder: input.sort_order,
              version: sql`${buildingTypes.version} + 1`,
              updatedAt: new Date(),
            })
            .where(ownAtVersion(uid, scope, ifMatch))
            .returning();
          if (!row) throw new PreconditionFailedError();
          await writeAudit(tx, scope, {
            action: "reference.building_type.updated",
            targetType: "building_type",
            targetUid: uid,
            data: { fields: Object.keys(input), name: row.name },
          });
          return buildingTypeDto(row, parent?.name ?? null);
        }),
    ),
  );
}

export async function deleteBuildingType(scope: Scope, uid: string, ifMatch?: number) {
  await afterCompanyWrite(
    scope.company.uid,
    db().transaction(async (tx) => {
      await loadOwn(tx, scope, uid);
      const children = await childCount(tx, scope, uid);
      if (children > 0) {
        throw new ConflictError(`Delete or move its ${children} subtype${children === 1 ? "" : "s"} first`);
      }
      const [row] = await tx
        .delete(buildingTypes)
        .where(ownAtVersion(uid, scope, ifMatch))
        .returning({ name: buildingTypes.name });
      if (!row) throw new PreconditionFailedError();
      await writeAudit(tx, scope, {
        action: "reference.building_type.deleted",
        targetType: "building_type",
        targetUid: uid,
        data: { name: row.name },
      });
    }),
  );
}
