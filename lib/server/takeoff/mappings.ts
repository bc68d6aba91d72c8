import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { type DbOrTx, db, schema } from "@/db";
import type { TakeoffMappingRow } from "@/db/schema";
import type {
  createTakeoffMappingInput,
  TakeoffMappingDto,
  takeoffMappingQuery,
  updateTakeoffMappingInput,
} from "@/lib/contract/takeoff";
import type { Remembered, TakeoffMapping } from "@/lib/domain/takeoff/plan";
import { type TargetUnit, targetUnits } from "@/lib/domain/takeoff/units";
import { writeAudit } from "../audit";
import { collection } from "../collection";
import { ConflictError, NotFoundError } from "../errors";
import { checkVersion } from "../estimate/core";
import { isUniqueViolation } from "../reference/common";
import type { Scope } from "../scope";

// The company's remembered takeoff choices: per classification name a cost code, description, unit and
// depth; per sheet name a location. The apply remembers what it used; the preview proposes it next time.

const { takeoffMappings: t } = schema;

const asUnit = (u: string | null): TargetUnit | null =>
  u && (targetUnits as readonly string[]).includes(u) ? (u as TargetUnit) : null;

function dto(r: TakeoffMappingRow): TakeoffMappingDto {
  return {
    uid: r.uid,
    kind: r.kind === "sheet" ? "sheet" : "classification",
    name: r.name,
    cost_code: r.costCode,
    description: r.description,
    unit: asUnit(r.unit),
    depth_in: r.depthIn === null ? null : Number(r.depthIn),
    location: r.location,
    version: r.version,
    updated_at: r.updatedAt.toISOString(),
  };
}

const own = (scope: Scope, uid: string) => and(eq(t.uid, uid), eq(t.companyUid, scope.company.uid));

export async function listTakeoffMappings(scope: Scope, query: z.output<typeof takeoffMappingQuery>) {
  const rows = await db()
    .select()
    .from(t)
    .where(and(eq(t.companyUid, scope.company.uid), query.kind ? eq(t.kind, query.kind) : undefined))
    .orderBy(asc(t.kind), asc(t.name));
  return collection(rows.map(dto));
}

export async function getTakeoffMapping(scope: Scope, uid: string) {
  const [row] = await db().select().from(t).where(own(scope, uid));
  if (!row) throw new NotFoundError();
  return dto(row);
}

export async function createTakeoffMapping(scope: Scope, input: z.output<typeof createTakeoffMappingInput>) {
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(t)
        .values({
          companyUid: scope.company.uid,
          kind: input.kind,
          name: input.name,
          costCode: input.cost_code,
          description: input.description,
          unit: input.unit,
          depthIn: input.depth_in,
          location: input.location,
        })
        .returning();
      await writeAudit(tx, scope, {
        action: "takeoff_mapping.created",
        targetType: "takeoff_mapping",
        targetUid: row!.uid,
      });
      return dto(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(`"${input.name}" already has a remembered mapping`);
    throw error;
  }
}

export async function updateTakeoffMapping(
  scope: Scope,
  uid: string,
  input: z.output<typeof updateTakeoffMappingInput>,
  ifMatch: number | undefined,
) {
  return db().transaction(async (tx) => {
    const [current] = await tx.select().from(t).where(own(scope, uid)).for("update");
    if (!current) throw new NotFoundError();
    checkVersion(current.version, ifMatch);
    const [row] = await tx
      .update(t)
      .set({
        ...(input.cost_code === undefined ? {} : { costCode: input.cost_code }),
        ...(input.description === undefined ? {} : { description: input.description }),
        ...(input.unit === undefined ? {} : { unit: input.unit }),
        ...(input.depth_in === undefined ? {} : { depthIn: input.depth_in }),
        ...(input.location === undefined ? {} : { location: input.location }),
        version: sql`${t.version} + 1`,
        updatedAt: new Date(),
      })
      .where(own(scope, uid))
      .returning();
    await writeAudit(tx, scope, {
      action: "takeoff_mapping.updated",
      targetType: "takeoff_mapping",
      targetUid: uid,
    });
    return dto(row!);
  });
}

export async function removeTakeoffMapping(scope: Scope, uid: string, ifMatch: number | undefined) {
  await db().transaction(async (tx) => {
    const [current] = await tx.select().from(t).where(own(scope, uid)).for("update");
    if (!current) throw new NotFoundError();
    checkVersion(current.version, ifMatch);
    await tx.delete(t).where(own(scope, uid));
    await writeAudit(tx, scope, {
      action: "takeoff_mapping.deleted",
      targetType: "takeoff_mapping",
      targetUid: uid,
    });
  });
}

/** What the company remembered, as the proposal reads it. */
export async function rememberedMappings(scope: Scope): Promise<Remembered> {
  const rows = await db().select().from(t).where(eq(t.companyUid, scope.company.uid));
  const remembered: Remembered = { classifications: {}, sheets: {} };
  for (const r of rows) {
    if (r.kind === "sheet") remembered.sheets[r.name] = r.location ?? "";
    else {
      const unit = asUnit(r.unit);
      if (!unit) continue;
      remembered.classifications[r.name] = {
        cost_code: r.costCode,
        description: r.description,
        unit,
        depth_in: r.depthIn === null ? null : Number(r.depthIn),
      };
    }
  }
  return remembered;
}

const CHUNK = 500;

/** Remembers the mapping an apply used; a row whose choice did not change keeps its version. */
export async function rememberMapping(tx: DbOrTx, scope: Scope, mapping: TakeoffMapping) {
  const now = new Date();
  const values = [
    ...Object.entries(mapping.classifications).map(([name, c]) => ({
      companyUid: scope.company.uid,
      kind: "classification",
      name,
      costCode: c.cost_code,
      description: c.description,
      unit: c.unit,
      depthIn: c.depth_in,
      location: null,
      updatedAt: now,
    })),
    ...Object.entries(mapping.sheets).map(([name, location]) => ({
      companyUid: scope.company.uid,
      kind: "sheet",
      name,
      costCode: "",
      description: null,
      unit: null,
      depthIn: null,
      location: location.trim() || null,
      updatedAt: now,
    })),
  ];
  for (let i = 0; i < values.length; i += CHUNK) {
    await tx
      .insert(t)
      .values(values.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [t.companyUid, t.kind, t.name],
        set: {
          costCode: sql`excluded.cost_code`,
          description: sql`excluded.description`,
          unit: sql`excluded.unit`,
          depthIn: sql`excluded.depth_in`,
          location: sql`excluded.location`,
          version: sql`${t.version} + 1`,
          updatedAt: sql`excluded.updated_at`,
        },
        setWhere: sql`(${t.costCode}, ${t.description}, ${t.unit}, ${t.depthIn}, ${t.location}) is distinct from (excluded.cost_code, excluded.description, excluded.unit, excluded.depth_in, excluded.location)`,
      });
  }
}
