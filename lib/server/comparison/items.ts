// Loading a comparison's items — project records and estimates — as the table needs them: costs by division as
// priced, the basis metric and the normalisation factors. Records' factors are the project database's
// `recordFactors` (the record page computes the same); an estimate is treated as a record priced at its
// pricing date in its own place, its divisions from the estimate engine.
import { and, eq, inArray, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { ComparisonItemDto } from "@/lib/contract/comparison";
import { basisValue, estimateMetrics } from "@/lib/domain/comparison/basis";
import { type ItemTargets, itemFactors } from "@/lib/domain/comparison/factors";
import { itemValue, type TableItem } from "@/lib/domain/comparison/table";
import type { LocationTable, RecordFactors } from "@/lib/domain/project/normalise";
import { computeStored, inputsRecord, loadEscalationRates, selectWithNames } from "../estimate/core";
import type { Scope } from "../scope";

const { projects, projectRecords: records, recordCosts: costs, estimates } = schema;

export type Targets = ItemTargets;

export type LoadedItem = { dto: ComparisonItemDto; table: TableItem };

const locationLabel = (city: string | null, state: string | null) =>
  city && state ? `${city}, ${state}` : (city ?? state ?? "—");

function itemDto(
  base: Omit<ComparisonItemDto, "factors" | "factor" | "factor_label" | "warning">,
  f: RecordFactors,
): ComparisonItemDto {
  return {
    ...base,
    factors: f.factors,
    factor: f.factor,
    factor_label: f.label,
    ...(f.warning ? { warning: f.warning } : {}),
  };
}

/** The company's records among `uids`, each with its costs summed by division (one query each). */
export async function loadRecordItems(
  scope: Scope,
  uids: readonly string[],
  basis: string,
  targets: Targets,
  perTotal: boolean,
  typeLabel: (uid: string | null) => string | null,
): Promise<Map<string, LoadedItem>> {
  const out = new Map<string, LoadedItem>();
  if (uids.length === 0) return out;
  const companyUid = scope.company.uid;
  const [rows, sums] = await Promise.all([
    db()
      .select({
        uid: records.uid,
        name: records.projectName,
        stage: records.stage,
        classification: records.classification,
        buildingTypeUid: records.buildingTypeUid,
        costBasisDate: records.costBasisDate,
        city: projects.city,
        state: records.state,
        metro: records.metro,
        latitude: records.latitude,
        longitude: records.longitude,
        metrics: records.metrics,
        totalCents: records.totalCents,
      })
      .from(records)
      .leftJoin(projects, and(eq(projects.uid, records.projectUid), eq(projects.companyUid, companyUid)))
      .where(and(eq(records.companyUid, companyUid), inArray(records.uid, [...uids]))),
    db()
      .select({
        uid: costs.recordUid,
        division: costs.division,
        cents: sql<string>`sum(${costs.amountCents})::text`,
      })
      .from(costs)
      .where(and(eq(costs.companyUid, companyUid), inArray(costs.recordUid, [...uids])))
      .groupBy(costs.recordUid, costs.division),
  ]);
  const divisions = new Map<string, Map<string, number>>();
  for (const s of sums) {
    const m = divisions.get(s.uid) ?? new Map<string, number>();
    m.set(s.division, Number(s.cents));
    divisions.set(s.uid, m);
  }
  for (const r of rows) {
    const f = itemFactors({ cost_basis_date: r.costBasisDate, metro: r.metro, state: r.state }, targets);
    const value = basisValue(r.metrics, basis);
    const table: TableItem = {
      classification: r.classification === "uniformat" ? "uniformat" : "masterformat",
      isReference: false,
      divisions: divisions.get(r.uid) ?? new Map(),
      totalCents: Number(r.totalCents),
      markupsCents: null,
      basisValue: value,
      factors: f.factors,
    };
    const normalisedTotal = itemValue(table.totalCents, table, true)!;
    out.set(r.uid, {
      table,
      dto: itemDto(
        {
          kind: "record",
          uid: r.uid,
          name: r.name,
          stage: r.stage,
          is_reference: false,
          building_type_uid: r.buildingTypeUid,
          building_type_name: typeLabel(r.buildingTypeUid),
          classification: table.classification,
          date: r.costBasisDate,
          city: r.city,
          state: r.state,
          metro: r.metro,
          location_label: locationLabel(r.city, r.state),
          latitude: r.latitude,
          longitude: r.longitude,
          metrics: r.metrics,
          basis_value: perTotal ? null : value,
          total_cents: table.totalCents,
          direct_cents: table.totalCents,
          normalised_total_cents: normalisedTotal,
          value_cents: itemValue(table.totalCents, table, perTotal),
        },
        f,
      ),
    });
  }
  return out;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** An estimate's metro as a location-index key: the key itself, or its name read with its state (as open.ts). */
function metroKey(table: LocationTable, metro: string | null, state: string | null): string | null {
  const m = metro?.trim();
  if (!m) return null;
  if (table.metros.has(m.toLowerCase())) return m.toLowerCase();
  const guess = state ? slug(`${m} ${state}`) : null;
  return guess && table.metros.has(guess) ? guess : m;
}

/** The company's estimates among `uids`, each totalled by the estimate engine (divisions, direct, grand). */
export async function loadEstimateItems(
  scope: Scope,
  uids: readonly string[],
  basis: string,
  targets: Targets,
  perTotal: boolean,
): Promise<Map<string, LoadedItem>> {
  const out = new Map<string, LoadedItem>();
  if (uids.length === 0) return out;
  const [rows, rates] = await Promise.all([
    selectWithNames(db()).where(
      and(eq(estimates.companyUid, scope.company.uid), inArray(estimates.uid, [...uids])),
    ),
    loadEscalationRates(scope.company.uid),
  ]);
  for (const { estimate: e, buildingTypeName } of rows) {
    const { totals } = await computeStored(db(), e, rates);
    const date = e.pricingDate ?? e.createdAt.toISOString().slice(0, 10);
    const f = itemFactors(
      { cost_basis_date: date, metro: metroKey(targets.table, e.metro, e.state), state: e.state },
      targets,
    );
    const metrics = estimateMetrics(inputsRecord(e));
    const value = basisValue(metrics, basis);
    const table: TableItem = {
      classification: e.classification === "uniformat" ? "uniformat" : "masterformat",
      isReference: false,
      divisions: new Map(totals.divisions.map((d) => [d.division, d.total_cents])),
      totalCents: totals.grand_total_cents,
      markupsCents: totals.grand_total_cents - totals.direct_cents,
      basisValue: value,
      factors: f.factors,
    };
    out.set(e.uid, {
      table,
      dto: itemDto(
        {
          kind: "estimate",
          uid: e.uid,
          name: e.name,
          stage: e.designStage,
          is_reference: false,
          building_type_uid: e.buildingTypeUid,
          building_type_name: buildingTypeName ?? null,
          classification: table.classification,
          date: e.pricingDate,
          city: e.location,
          state: e.state,
          metro: e.metro,
          location_label: e.location ?? e.state ?? "—",
          latitude: null,
          longitude: null,
          metrics,
          basis_value: perTotal ? null : value,
          total_cents: totals.grand_total_cents,
          direct_cents: totals.direct_cents,
          normalised_total_cents: itemValue(table.totalCents, table, true)!,
          value_cents: itemValue(table.totalCents, table, perTotal),
        },
        f,
      ),
    });
  }
  return out;
}
