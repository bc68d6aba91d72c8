// What a new estimate takes from the project it is linked to (blank, from a template or another project's
// estimate): the client, location, state, metro and building type the request leaves empty, and the latest
// record's metrics (GSF, NRSF, UNITS …) as inputs — except those the estimate's unit mix derives. And the new
// number a copied estimate takes in its series (lib/domain/estimate/numbering.ts).
import { randomUUID } from "node:crypto";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import type { EstimateInputRow, EstimateRow } from "@/db/schema";
import { isInputName, metricInput, projectPlace } from "@/lib/domain/estimate/from-project";
import { nextEstimateNumber } from "@/lib/domain/estimate/numbering";
import { type UnitMix, unitMixInputs } from "@/lib/domain/estimate/unit-mix";
import type { Scope } from "../scope";

const { estimates, projects, projectRecords } = schema;
type EstimateColumns = Partial<typeof estimates.$inferInsert>;

/**
 * The inputs with the project's metrics: a metric's value replaces the input of its name (its label and unit
 * kept when set) or is added after them; a name the unit mix derives is left to the mix.
 */
function withProjectMetrics(
  inputs: readonly EstimateInputRow[],
  metrics: Readonly<Record<string, number>>,
  storedMix: EstimateRow["unitMix"],
): EstimateInputRow[] {
  const unitMix = storedMix as UnitMix | null;
  const derived = new Set(
    unitMix && unitMix.rows.length > 0
      ? [...unitMixInputs(unitMix, null).map((i) => i.name), "EFFICIENCY"]
      : [],
  );
  const out = inputs.map((i) => ({ ...i }));
  for (const [key, value] of Object.entries(metrics)) {
    const m = metricInput(key);
    if (derived.has(m.name) || !isInputName(m.name)) continue;
    const same = out.find((i) => i.name.toUpperCase() === m.name);
    if (same) {
      same.value = value;
      same.label ??= m.label;
      same.unit ??= m.unit;
    } else out.push({ uid: randomUUID(), name: m.name, label: m.label, unit: m.unit, value });
  }
  return out;
}

const blank = (v: unknown) => v === null || v === undefined || v === "";

/** The project's header fields where `values` has none, and its latest record's metrics on the inputs. */
export async function fillFromProject(
  tx: Tx,
  scope: Scope,
  projectUid: string,
  values: EstimateColumns,
): Promise<EstimateColumns> {
  const [project] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.uid, projectUid), eq(projects.companyUid, scope.company.uid)));
  if (!project) return values;
  const [latest] = await tx
    .select({ metrics: projectRecords.metrics })
    .from(projectRecords)
    .where(and(eq(projectRecords.projectUid, projectUid), eq(projectRecords.companyUid, scope.company.uid)))
    .orderBy(desc(projectRecords.costBasisDate), desc(projectRecords.createdAt))
    .limit(1);
  const place = projectPlace(project);
  const fromProject: EstimateColumns = {
    client: project.client,
    location: place,
    state: project.state,
    metro: project.metro,
    buildingTypeUid: project.buildingTypeUid,
  };
  const out: EstimateColumns = { ...values };
  for (const [key, value] of Object.entries(fromProject) as [keyof EstimateColumns, unknown][]) {
    if (blank(out[key]) && !blank(value)) (out as Record<string, unknown>)[key] = value;
  }
  if (latest) out.inputs = withProjectMetrics(values.inputs ?? [], latest.metrics, values.unitMix ?? null);
  return out;
}

/** The number a copy of an estimate numbered `source` takes: the next free one in its series. */
export async function copyNumber(tx: Tx, scope: Scope, source: string | null): Promise<string | null> {
  if (!source?.trim()) return source;
  const taken = await tx
    .select({ number: estimates.number })
    .from(estimates)
    .where(and(eq(estimates.companyUid, scope.company.uid), isNotNull(estimates.number)));
  return nextEstimateNumber(
    source,
    taken.map((t) => t.number!),
  );
}
