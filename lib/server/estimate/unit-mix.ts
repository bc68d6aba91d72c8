// An estimate's unit mix (issue 13): read with its derived inputs and a $/unit comparison, replaced whole
// under the estimate's If-Match. Its derived inputs join the inputs formulas read (core.ts inputsRecord), so
// the write recomputes every line and the totals and tells the estimate's channel like any header write.
import { and, eq, gt, sql } from "drizzle-orm";
import type { z } from "zod";
import { db, schema } from "@/db";
import type { EstimateInputRow, EstimateRow } from "@/db/schema";
import type { UnitMixDto, unitMixInput } from "@/lib/contract/unit-mix";
import { normalizeInputName } from "@/lib/domain/estimate/formula";
import {
  activeMixInputs,
  gsfInput,
  isHotelType,
  isResidentialType,
  type UnitMix,
  unitMixConflicts,
  unitMixInputs,
  unitMixTotals,
} from "@/lib/domain/estimate/unit-mix";
import { checkInputsLimit, validateUnitMix } from "@/lib/domain/estimate/unit-mix-check";
import { normalisedPerMetric, recordFactors } from "@/lib/domain/project/normalise";
import { quartilesCents } from "@/lib/domain/project/stats";
import { nationalAverage } from "@/lib/domain/reference/normalisation";
import { writeAudit } from "../audit";
import { ValidationError } from "../errors";
import { loadBuildingTypes, loadLocationTable, loadSeries } from "../project/context";
import { publish } from "../realtime";
import type { Scope } from "../scope";
import {
  checkVersion,
  estimateUpdatedEvent,
  loadEscalationRates,
  lockEstimate,
  readEstimate,
  storeTotals,
} from "./core";
import type { EstimateRowWithNames } from "./dto";
import { refuseLostInputs } from "./inputs";
import { estimateLocationIndex } from "./open";

type UnitMixBody = z.output<typeof unitMixInput>;

const { projectRecords } = schema;
/** The most records a comparison reads (the newest by cost basis). */
const COMPARISON_RECORDS = 5_000;

const storedMix = (row: Pick<EstimateRow, "unitMix">): UnitMix =>
  (row.unitMix as UnitMix | null) ?? { enabled: false, rows: [] };

/** $/unit of the company's records of the estimate's building type, moved to its pricing date and place. */
async function comparison(scope: Scope, row: EstimateRowWithNames, label: string | null, units: number) {
  if (!row.buildingTypeUid || !label) return null;
  const [records, series, table] = await Promise.all([
    db()
      .select({
        totalCents: projectRecords.totalCents,
        units: sql<number>`(${projectRecords.metrics}->>'units')::float8`,
        costBasisDate: projectRecords.costBasisDate,
        metro: projectRecords.metro,
        state: projectRecords.state,
      })
      .from(projectRecords)
      .where(
        and(
          eq(projectRecords.companyUid, scope.company.uid),
          eq(projectRecords.buildingTypeUid, row.buildingTypeUid),
          gt(projectRecords.totalCents, 0),
          sql`jsonb_typeof(${projectRecords.metrics}->'units') = 'number'`,
          sql`(${projectRecords.metrics}->>'units')::float8 > 0`,
        ),
      )
      .orderBy(sql`${projectRecords.costBasisDate} desc`)
      .limit(COMPARISON_RECORDS),
    loadSeries(scope),
    loadLocationTable(scope),
  ]);
  const target = {
    date: row.pricingDate ?? new Date().toISOString().slice(0, 10),
    location: estimateLocationIndex(table, row) ?? nationalAverage,
  };
  const values: number[] = [];
  for (const r of records) {
    const where = { cost_basis_date: r.costBasisDate, metro: r.metro, state: r.state };
    const factors = recordFactors(where, target, series?.series ?? null, table);
    const perUnit = normalisedPerMetric(Number(r.totalCents), Number(r.units), factors.factors);
    if (perUnit !== null) values.push(perUnit);
  }
  const q = quartilesCents(values);
  return {
    building_type_name: label,
    count: values.length,
    median_cents: q.median,
    p25_cents: q.p25,
    p75_cents: q.p75,
    estimate_cents: units > 0 ? Math.round(row.grandTotalCents / units) : null,
    target_date: target.date,
    target_location: target.location.label,
  };
}

async function unitMixDto(scope: Scope, row: EstimateRowWithNames): Promise<UnitMixDto> {
  const mix = storedMix(row);
  const active = new Set(activeMixInputs(mix, row.inputs).map((d) => d.name));
  const totals = unitMixTotals(mix);
  const label = row.buildingTypeUid ? (await loadBuildingTypes(scope)).get(row.buildingTypeUid)?.label : null;
  return {
    enabled: mix.enabled,
    rows: mix.rows,
    totals,
    derived_inputs: unitMixInputs(mix, gsfInput(row.inputs)).map((d) => ({
      ...d,
      active: active.has(d.name),
    })),
    residential: isResidentialType(label),
    hotel: isHotelType(label),
    comparison: await comparison(scope, row, label ?? null, totals.units),
    version: row.version,
  };
}

export async function getUnitMix(scope: Scope, uid: string): Promise<UnitMixDto> {
  return unitMixDto(scope, await readEstimate(db(), scope, uid));
}

function checkBody(mix: UnitMix) {
  const errors = validateUnitMix(mix);
  if (Object.keys(errors).length) throw new ValidationError(errors, Object.values(errors)[0]);
}

/**
 * The hand-entered inputs after the write: turning on (or changing) a mix whose names hand-entered inputs
 * carry needs `keep` — "mix" drops those inputs, "inputs" keeps them (they win over the mix).
 */
function resolveConflicts(current: EstimateRow, mix: UnitMix, keep: UnitMixBody["keep"]): EstimateInputRow[] {
  if (!mix.enabled) return current.inputs;
  const before = storedMix(current);
  const conflicts = unitMixConflicts(mix, current.inputs);
  // Names already settled in favour of the inputs while the mix was on need no new answer.
  const settled = before.enabled ? new Set(unitMixConflicts(before, current.inputs)) : new Set<string>();
  const open = conflicts.filter((name) => !settled.has(name));
  if (open.length && !keep) {
    const message = `The estimate already has ${open.length === 1 ? "an input" : "inputs"} named ${open.join(", ")}; choose whether to keep the unit mix's values or the entered ones`;
    throw new ValidationError({ keep: message }, message);
  }
  if (keep !== "mix") return current.inputs;
  const drop = new Set(conflicts);
  return current.inputs.filter((i) => !drop.has(normalizeInputName(i.name)));
}

export async function putUnitMix(
  scope: Scope,
  uid: string,
  body: UnitMixBody,
  ifMatch?: number,
): Promise<UnitMixDto> {
  const mix: UnitMix = {
    enabled: body.enabled,
    rows: body.rows.map((r) => ({
      ...r,
      name: r.type === "custom" ? (r.name?.trim() ?? null) : r.name?.trim() || null,
    })),
  };
  checkBody(mix);
  const rates = await loadEscalationRates(scope.company.uid);
  const row = await db().transaction(async (tx) => {
    const current = await lockEstimate(tx, scope, uid);
    checkVersion(current.version, ifMatch);
    const inputs = resolveConflicts(current, mix, body.keep);
    const derived = activeMixInputs(mix, inputs);
    const limit = checkInputsLimit(inputs.length, derived.length);
    if (limit) throw new ValidationError({ rows: limit }, limit);
    const before = [...current.inputs, ...activeMixInputs(storedMix(current), current.inputs)];
    const kept = new Set([...inputs, ...derived].map((i) => normalizeInputName(i.name)));
    await refuseLostInputs(tx, uid, before, kept, () => "rows");
    const stored = await storeTotals(tx, scope, current, rates, {
      set: { unitMix: mix as unknown as Record<string, unknown>, inputs },
      bumpVersion: true,
    });
    await writeAudit(tx, scope, {
      action: "estimate.unit_mix.replaced",
      targetType: "estimate",
      targetUid: uid,
    });
    return readEstimate(tx, scope, stored.uid);
  });
  await publish(estimateUpdatedEvent(row));
  return unitMixDto(scope, row);
}
