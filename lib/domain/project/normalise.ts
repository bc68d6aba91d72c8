// Moving a record's costs to a target date (cost index ratio) and a target location (location index ratio),
// with the factors shown beside every number ("× 1.084 time · × 0.93 location"). The arithmetic is
// lib/domain/reference/normalisation.ts; this decides which indexes apply to a record and rounds once per
// number shown.
import {
  applyFactors,
  type Factor,
  formatFactors,
  type LocationIndex,
  locationFactor,
  nationalAverage,
  type PreparedSeries,
  timeFactor,
} from "@/lib/domain/reference/normalisation";

export type LocationTable = {
  metros: ReadonlyMap<string, LocationIndex>;
  states: ReadonlyMap<string, LocationIndex>;
};

export function buildLocationTable(
  rows: readonly { kind: string; key: string; label: string; value: number }[],
): LocationTable {
  const metros = new Map<string, LocationIndex>();
  const states = new Map<string, LocationIndex>();
  for (const r of rows) {
    if (!(r.value > 0)) continue;
    if (r.kind === "state") {
      if (!states.has(r.key.toUpperCase()))
        states.set(r.key.toUpperCase(), { label: r.label, value: r.value });
    } else if (!metros.has(r.key.toLowerCase())) {
      metros.set(r.key.toLowerCase(), { label: r.label, value: r.value });
    }
  }
  return { metros, states };
}

/** A target location key: "national", a state ("TX", any case) or a metro ("houston-tx"); null if unknown. */
export function resolveTargetLocation(table: LocationTable, key: string): LocationIndex | null {
  const k = key.trim();
  if (k.toLowerCase() === "national") return nationalAverage;
  if (/^[A-Za-z]{2}$/.test(k)) return table.states.get(k.toUpperCase()) ?? null;
  return table.metros.get(k.toLowerCase()) ?? null;
}

/** Where a record's costs are: its metro's index, else its state's, else the national average. */
export function recordLocation(
  table: LocationTable,
  where: { metro: string | null; state: string | null },
): LocationIndex {
  return (
    (where.metro ? table.metros.get(where.metro.toLowerCase()) : undefined) ??
    (where.state ? table.states.get(where.state.toUpperCase()) : undefined) ??
    nationalAverage
  );
}

export type Targets = { date?: string | null; location?: LocationIndex | null };

export type RecordFactors = {
  factors: Factor[];
  /** The product of the factors (1 when none apply). */
  factor: number;
  /** "× 1.084 time · × 0.93 location" ("" when none apply). */
  label: string;
  /** Why a target was not applied (a date outside the series, no series). */
  warning?: string;
  /** Applied with a caveat: "index for 2026-11 not published yet; using 2026-10". */
  note?: string;
};

/** The factors that move a record (priced at `costBasisDate`, located at metro/state) to the targets. */
export function recordFactors(
  record: { cost_basis_date: string; metro: string | null; state: string | null },
  targets: Targets,
  series: PreparedSeries | null,
  table: LocationTable,
): RecordFactors {
  const factors: Factor[] = [];
  let warning: string | undefined;
  let note: string | undefined;
  if (targets.date) {
    if (!series) warning = "No cost index series to move costs in time";
    else {
      const t = timeFactor(series, record.cost_basis_date, targets.date);
      if (t.ok) {
        factors.push({ kind: "time", factor: t.factor, detail: t.detail });
        note = t.note;
      } else warning = t.message;
    }
  }
  if (targets.location) factors.push(locationFactor(recordLocation(table, record), targets.location));
  const factor = factors.reduce((p, f) => p * f.factor, 1);
  return {
    factors,
    factor,
    label: formatFactors(factors),
    ...(warning ? { warning } : {}),
    ...(note ? { note } : {}),
  };
}

/** Whole cents of `amountCents` (may be fractional, e.g. total / GSF) under the factors, rounded once. */
export function normalisedCents(amountCents: number, factors: readonly Factor[]): number {
  return applyFactors(amountCents, factors).cents;
}

/** Normalised $/GSF from the exact total (not the rounded $/GSF), so it agrees with the normalised total. */
export function normalisedPerMetric(totalCents: number, metric: number | null, factors: readonly Factor[]) {
  if (metric === null || !(metric > 0)) return null;
  return normalisedCents(totalCents / metric, factors);
}

/**
 * Parts of a total (a record's divisions) under the factors, in whole cents that add up to the normalised
 * total (`normalisedCents` of their sum): each part takes the floor of its exact value and the cents left
 * over go one each to the parts with the largest remainders (ties to the earlier part).
 */
export function normalisedParts(partsCents: readonly number[], factors: readonly Factor[]): number[] {
  const factor = factors.reduce((p, f) => p * f.factor, 1);
  const exact = partsCents.map((c) => c * factor);
  const floors = exact.map((v) => Math.floor(v));
  const total = normalisedCents(
    partsCents.reduce((a, b) => a + b, 0),
    factors,
  );
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((v, i) => ({ i, r: v - floors[i]! })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}
