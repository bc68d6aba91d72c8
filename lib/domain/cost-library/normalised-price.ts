// A library price moved to an estimate's pricing date and place: the project database's factors (cost index
// ratio in time, location index ratio in space; lib/domain/reference/normalisation.ts), applied to a unit
// cost and rounded once, half away from zero, to the 5 decimals a line's unit cost keeps.
import { type LocationTable, resolveTargetLocation } from "@/lib/domain/project/normalise";
import { roundHalfAwayFromZero } from "@/lib/domain/reference/cents";
import {
  type Factor,
  formatFactors,
  type LocationIndex,
  locationFactor,
  nationalAverage,
  type PreparedSeries,
  timeFactor,
} from "@/lib/domain/reference/normalisation";

export type PricedAt = { unitCostCents: number; priceDate: string; location: string | null };
export type PriceTarget = { date: string | null; location: LocationIndex | null };

export type NormalisedPrice = {
  unit_cost_cents: number;
  factor: number;
  label: string;
  detail: string;
  /** Each factor with the index values it is the ratio of ("236.45 / 128.61"), as the project database's. */
  factors: Factor[];
  warning: string | null;
};

const SCALE = 100_000;

/** Cents to 5 decimals, half away from zero (the unit cost a line stores). */
export function roundUnitCents(value: number): number {
  return roundHalfAwayFromZero(value * SCALE) / SCALE;
}

/** Where an item's price holds: its key in the location table; blank is the national average. */
export function itemLocation(
  table: LocationTable,
  key: string | null,
): { at: LocationIndex; known: boolean } {
  if (!key?.trim()) return { at: nationalAverage, known: true };
  const found = resolveTargetLocation(table, key);
  return found ? { at: found, known: true } : { at: nationalAverage, known: false };
}

/** The item's unit cost at the target date and place, with the factors and why any was left out. */
export function normalisePrice(
  item: PricedAt,
  target: PriceTarget,
  series: PreparedSeries | null,
  table: LocationTable,
): NormalisedPrice {
  const factors: Factor[] = [];
  const warnings: string[] = [];
  if (target.date) {
    if (!series) warnings.push("No cost index series to move the price in time");
    else {
      const t = timeFactor(series, item.priceDate, target.date);
      if (t.ok) factors.push({ kind: "time", factor: t.factor, detail: t.detail });
      else warnings.push(t.message);
    }
  }
  if (target.location) {
    const from = itemLocation(table, item.location);
    if (!from.known)
      warnings.push(`Location "${item.location}" is not in the location table; read as national`);
    const f = locationFactor(from.at, target.location);
    factors.push(f);
  }
  const factor = factors.reduce((p, f) => p * f.factor, 1);
  return {
    unit_cost_cents: roundUnitCents(item.unitCostCents * factor),
    factor,
    label: formatFactors(factors),
    detail: factors.map((f) => `${f.kind} ${f.detail}`).join(" · "),
    factors,
    warning: warnings.length ? warnings.join("; ") : null,
  };
}
