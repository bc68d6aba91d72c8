// The multifamily unit mix: one row per unit type (studio … townhome, or a custom type with a name the user
// confirms) with its count, average NRSF, beds and baths per unit and an optional market rent. The mix
// derives read-only inputs formulas read like any other (UNITS, NRSF, BEDS, BATHS, AVG_UNIT_SF,
// EFFICIENCY = NRSF / GSF, UNITS_<TYPE>). A hand-entered input of the same name wins over the mix (turning
// the mix on asks which to keep; keeping the mix removes the hand-entered one).

import { DECIMAL_SCALE } from "./decimal";
import { normalizeInputName } from "./formula";

export const unitTypes = ["studio", "1br", "1br_den", "2br", "3br", "townhome", "custom"] as const;
export type UnitType = (typeof unitTypes)[number];
type StandardType = Exclude<UnitType, "custom">;

export const unitTypeLabels: Record<UnitType, string> = {
  studio: "Studio",
  "1br": "1BR",
  "1br_den": "1BR + den",
  "2br": "2BR",
  "3br": "3BR",
  townhome: "Townhome",
  custom: "Custom",
};

/** The per-type count input of each standard type. */
export const unitTypeInputs: Record<StandardType, string> = {
  studio: "UNITS_STUDIO",
  "1br": "UNITS_1BR",
  "1br_den": "UNITS_1BR_DEN",
  "2br": "UNITS_2BR",
  "3br": "UNITS_3BR",
  townhome: "UNITS_TOWNHOME",
};

export interface UnitMixRow {
  type: UnitType;
  /** A custom type's confirmed name: its count is the input UNITS_<NAME>. Null for standard types. */
  name: string | null;
  count: number;
  avg_nrsf: number;
  /** Per unit. */
  beds: number;
  /** Per unit (1.5 for a powder room). */
  baths: number;
  /** Monthly, per unit; optional. */
  market_rent_cents: number | null;
}

export interface UnitMix {
  enabled: boolean;
  rows: UnitMixRow[];
}

export interface UnitMixTotals {
  units: number;
  nrsf: number;
  beds: number;
  baths: number;
  avg_unit_sf: number | null;
  /** Σ count × rent, monthly; null when no row has a rent. */
  market_rent_cents: number | null;
}

export interface DerivedInput {
  name: string;
  label: string;
  unit: string | null;
  value: number;
}

/** Half away from zero to 5 decimals (what an input keeps). */
const round5 = (v: number) => (Math.sign(v) * Math.round(Math.abs(v) * DECIMAL_SCALE)) / DECIMAL_SCALE;

export function unitMixTotals(mix: Pick<UnitMix, "rows">): UnitMixTotals {
  let units = 0;
  let nrsf = 0;
  let beds = 0;
  let baths = 0;
  let rent: number | null = null;
  for (const row of mix.rows) {
    units += row.count;
    nrsf += row.count * row.avg_nrsf;
    beds += row.count * row.beds;
    baths += row.count * row.baths;
    if (row.market_rent_cents !== null) rent = (rent ?? 0) + row.count * row.market_rent_cents;
  }
  return {
    units,
    nrsf: round5(nrsf),
    beds: round5(beds),
    baths: round5(baths),
    avg_unit_sf: units > 0 ? round5(nrsf / units) : null,
    market_rent_cents: rent,
  };
}

/**
 * Every input the mix derives, in a fixed order: the totals, EFFICIENCY when GSF is above 0, the count of
 * every standard type (0 when absent, so formulas keep working when a row goes) and of each custom type.
 */
export function unitMixInputs(mix: Pick<UnitMix, "rows">, gsf: number | null): DerivedInput[] {
  const t = unitMixTotals(mix);
  const out: DerivedInput[] = [
    { name: "UNITS", label: "Units", unit: "EA", value: t.units },
    { name: "NRSF", label: "Net rentable area", unit: "SF", value: t.nrsf },
    { name: "BEDS", label: "Beds", unit: "EA", value: t.beds },
    { name: "BATHS", label: "Baths", unit: "EA", value: t.baths },
    { name: "AVG_UNIT_SF", label: "Average unit size", unit: "SF", value: t.avg_unit_sf ?? 0 },
  ];
  if (gsf !== null && gsf > 0) {
    out.push({
      name: "EFFICIENCY",
      label: "Efficiency (NRSF / GSF)",
      unit: null,
      value: round5(t.nrsf / gsf),
    });
  }
  const counts = new Map<string, number>();
  for (const row of mix.rows) {
    const name = row.type === "custom" ? `UNITS_${(row.name ?? "").trim()}` : unitTypeInputs[row.type];
    counts.set(name, (counts.get(name) ?? 0) + row.count);
  }
  for (const [type, name] of Object.entries(unitTypeInputs)) {
    out.push({
      name,
      label: `${unitTypeLabels[type as StandardType]} units`,
      unit: "EA",
      value: counts.get(name) ?? 0,
    });
    counts.delete(name);
  }
  for (const [name, value] of counts) {
    out.push({ name, label: `${name.slice(6)} units`, unit: "EA", value });
  }
  return out;
}

/** The GSF input (any case) among hand-entered inputs. */
export function gsfInput(inputs: readonly { name: string; value: number }[]): number | null {
  const gsf = inputs.find((i) => normalizeInputName(i.name) === "GSF");
  return gsf && Number.isFinite(gsf.value) ? gsf.value : null;
}

/** Names the mix would derive that a hand-entered input already has (as the mix spells them). */
export function unitMixConflicts(
  mix: Pick<UnitMix, "rows">,
  inputs: readonly { name: string; value: number }[],
): string[] {
  const hand = new Set(inputs.map((i) => normalizeInputName(i.name)));
  return unitMixInputs(mix, gsfInput(inputs))
    .map((d) => d.name)
    .filter((name) => hand.has(name));
}

/**
 * The derived inputs in force: none while the mix is off; a hand-entered input of the same name wins (the
 * user chose to keep it).
 */
export function activeMixInputs(
  mix: UnitMix | null | undefined,
  inputs: readonly { name: string; value: number }[],
): DerivedInput[] {
  if (!mix?.enabled) return [];
  const hand = new Set(inputs.map((i) => normalizeInputName(i.name)));
  return unitMixInputs(mix, gsfInput(inputs)).filter((d) => !hand.has(d.name));
}

// The label ("Multifamily › Garden") or, where only the type's own name is known, the name ("Garden").
const RESIDENTIAL =
  /multifamily|student housing|senior living|hotel|dormitory|townhome|affordable|garden|walk-up|wrap|podium/i;

/** Building types priced per unit, bed or key: the unit mix panel is shown by default for them. */
export const isResidentialType = (label: string | null | undefined) => !!label && RESIDENTIAL.test(label);

/** Hotels count keys rather than units. */
export const isHotelType = (label: string | null | undefined) => !!label && /hotel/i.test(label);
