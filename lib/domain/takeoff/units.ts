// Takeoff units: the spellings takeoff tools write ("sf", "ft²", "Sq Ft", "m") read into one of four
// measurement types with a factor to its base unit (SF, LF, EA, CY), and the conversion of a base quantity
// to the unit of the estimate's line (SF, LF, EA, SY, or CY with a depth for areas, SF for lengths × height).

export const measureTypes = ["area", "linear", "count", "volume"] as const;
export type MeasureType = (typeof measureTypes)[number];

export const targetUnits = ["SF", "LF", "EA", "SY", "CY"] as const;
export type TargetUnit = (typeof targetUnits)[number];

export const baseUnit: Record<MeasureType, TargetUnit> = {
  area: "SF",
  linear: "LF",
  count: "EA",
  volume: "CY",
};

/** The line units a measurement type can become (CY from an area needs a depth; SF from a length a height). */
export const allowedTargets: Record<MeasureType, readonly TargetUnit[]> = {
  area: ["SF", "SY", "CY"],
  linear: ["LF", "SF"],
  count: ["EA"],
  volume: ["CY"],
};

type UnitReading = { type: MeasureType; factor: number };

const SQ_M = 10.763910416709722; // SF per m²
const M = 3.280839895013123; // LF per m
const CU_M = 1.3079506193143922; // CY per m³

const spellings: [MeasureType, number, string[]][] = [
  [
    "area",
    1,
    ["sf", "sqft", "sq ft", "sq. ft.", "sq.ft.", "ft²", "ft2", "ft^2", "square feet", "square foot", "sft"],
  ],
  ["area", 9, ["sy", "sq yd", "sqyd", "yd²", "yd2", "square yards", "square yard"]],
  ["area", SQ_M, ["m²", "m2", "sq m", "sqm", "square meters", "square metres"]],
  ["linear", 1, ["lf", "ft", "feet", "foot", "'", "linear feet", "lin ft", "lnft", "ft'"]],
  ["linear", M, ["m", "meter", "meters", "metre", "metres", "lm"]],
  ["count", 1, ["ea", "each", "count", "ct", "cnt", "pcs", "pc", "no", "nr", "qty", "unit", "units"]],
  ["volume", 1, ["cy", "cu yd", "yd³", "yd3", "cubic yards", "cubic yard"]],
  ["volume", 1 / 27, ["cf", "cu ft", "ft³", "ft3", "cubic feet"]],
  ["volume", CU_M, ["m³", "m3", "cu m", "cubic meters", "cubic metres"]],
];

const byText = new Map<string, UnitReading>();
for (const [type, factor, names] of spellings) for (const n of names) byText.set(n, { type, factor });

/** "Sq Ft", " sf ", "FT²" → { area, 1 }; null for a unit no takeoff type reads. */
export function readUnit(text: string): UnitReading | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, " ");
  return byText.get(t) ?? byText.get(t.replace(/\.$/, "")) ?? null;
}

/** "Area", "linear", "Length", "Count" … → the measurement type; null when it names none. */
export function readMeasureType(text: string): MeasureType | null {
  const t = text.trim().toLowerCase();
  if (/^(area|surface|polygon|rectangle|sf)/.test(t)) return "area";
  if (/^(linear|length|line|polyline|polylength|perimeter|lf)/.test(t)) return "linear";
  if (/^(count|each|ea|item|symbol)/.test(t)) return "count";
  if (/^(volume|cubic|cy)/.test(t)) return "volume";
  return null;
}

/** Quantities keep 5 decimals (numeric(20,5)), rounded half away from zero. */
export function roundQuantity(n: number): number {
  const r = Math.round(Math.abs(n) * 1e5) / 1e5;
  return n < 0 ? -r : r;
}

/** A rounded quantity as the line stores it: "1250.5", "12", never "1.2e-7". */
export function quantityText(n: number): string {
  const r = roundQuantity(n);
  return r.toFixed(5).replace(/\.?0+$/, "") || "0";
}

export type Conversion = { ok: true; value: number } | { ok: false; message: string };

/**
 * A quantity in its type's base unit → the line's unit. `depthIn`: inches of thickness (area → CY);
 * `heightFt`: feet of height (length → SF of wall).
 */
export function convertQuantity(
  quantity: number,
  type: MeasureType,
  target: TargetUnit,
  factors: { depthIn?: number | null; heightFt?: number | null } = {},
): Conversion {
  if (!allowedTargets[type].includes(target)) {
    return {
      ok: false,
      message: `A ${type} quantity cannot become ${target} (use ${allowedTargets[type].join(", ")})`,
    };
  }
  if (target === baseUnit[type]) return { ok: true, value: quantity };
  if (type === "area" && target === "SY") return { ok: true, value: quantity / 9 };
  if (type === "area" && target === "CY") {
    const depth = factors.depthIn;
    if (depth === null || depth === undefined || !(depth > 0)) {
      return { ok: false, message: "CY from an area needs a depth in inches" };
    }
    return { ok: true, value: (quantity * depth) / 12 / 27 };
  }
  // linear → SF: length × height
  const height = factors.heightFt;
  if (height === null || height === undefined || !(height > 0)) {
    return { ok: false, message: "SF from a length needs a height" };
  }
  return { ok: true, value: quantity * height };
}
