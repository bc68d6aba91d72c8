import { and, asc, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import type { CreateUnitInput, UnitDto } from "@/lib/contract/reference";
import { buildingMetrics, findBuildingMetric, findUnit, units } from "@/lib/domain/reference/units";
import { writeAudit } from "../audit";
import { ConflictError, NotFoundError, PreconditionFailedError } from "../errors";
import type { Scope } from "../scope";
import { isUniqueViolation, ownRowAtVersion } from "./common";
import { builtInUnitDto, unitDto } from "./dto";

// Units of measure: the built-in list (lib/domain/reference/units.ts) and the company's own. The collection
// is keyed by code, which is unique across both (a company unit may not repeat a built-in code), and each
// entry has a uid.

const { units: companyUnits } = schema;
const builtInUnits = units.map((u) => builtInUnitDto(u, "unit"));
const builtInMetrics = buildingMetrics.map((m) => builtInUnitDto(m, "building_metric"));
const builtInUids = new Set([...builtInUnits, ...builtInMetrics].map((u) => u.uid));

/** Built-in units, then the company's (by code), then the building metrics. */
export async function listUnits(scope: Scope) {
  const rows = await db()
    .select()
    .from(companyUnits)
    .where(eq(companyUnits.companyUid, scope.company.uid))
    .orderBy(asc(companyUnits.code));
  const all: UnitDto[] = [...builtInUnits, ...rows.map(unitDto), ...builtInMetrics];
  return {
    query: all.map((u) => u.code),
    content: Object.fromEntries(all.map((u) => [u.code, u])),
    total: all.length,
    next_cursor: null,
  };
}

/** A code that names a built-in unit or building metric (including a metric's alias, RSF → NRSF). */
function builtInClash(code: string): string | null {
  if (findUnit(code)) return `${code} is a built-in unit; built-in units cannot be added again or changed`;
  const metric = findBuildingMetric(code);
  if (metric) {
    return `${code} is the built-in building metric ${metric.code}; built-ins cannot be added again or changed`;
  }
  return null;
}

export async function createUnit(scope: Scope, input: CreateUnitInput): Promise<UnitDto> {
  const clash = builtInClash(input.code);
  if (clash) throw new ConflictError(clash);
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(companyUnits)
        .values({
          companyUid: scope.company.uid,
          code: input.code,
          name: input.name,
          kind: input.kind ?? null,
        })
        .returning();
      await writeAudit(tx, scope, {
        action: "reference.unit.created",
        targetType: "unit",
        targetUid: row!.uid,
        data: { code: row!.code, name: row!.name },
      });
      return unitDto(row!);
    });
  } catch (error) {
    throw isUniqueViolation(error)
      ? new ConflictError(`The company already has a unit ${input.code}`)
      : error;
  }
}

export async function deleteUnit(scope: Scope, uid: string, ifMatch?: number) {
  if (builtInUids.has(uid)) throw new ConflictError("Built-in units cannot be deleted");
  const companyUid = scope.company.uid;
  await db().transaction(async (tx) => {
    const [row] = await tx
      .delete(companyUnits)
      .where(ownRowAtVersion(companyUnits, uid, companyUid, ifMatch))
      .returning({ code: companyUnits.code });
    if (!row) {
      const [exists] = await tx
        .select({ uid: companyUnits.uid })
        .from(companyUnits)
        .where(and(eq(companyUnits.uid, uid), eq(companyUnits.companyUid, companyUid)));
      throw exists ? new PreconditionFailedError() : new NotFoundError("Unit not found");
    }
    await writeAudit(tx, scope, {
      action: "reference.unit.deleted",
      targetType: "unit",
      targetUid: uid,
      data: row,
    });
  });
}
