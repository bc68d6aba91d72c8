// Units of measure and the building metrics that costs are divided by ($/GSF, $/unit …).

/** What a unit measures, in the order the built-in list groups them. */
export const unitKinds = [
  "area",
  "length",
  "volume",
  "count",
  "lump_sum",
  "weight",
  "liquid",
  "lumber",
  "time",
  "power",
] as const;
export type UnitKind = (typeof unitKinds)[number];

export type Unit = { code: string; name: string; kind: UnitKind };

export const units: readonly Unit[] = [
  { code: "SF", name: "Square foot", kind: "area" },
  { code: "SY", name: "Square yard", kind: "area" },
  { code: "CSF", name: "Hundred square feet", kind: "area" },
  { code: "MSF", name: "Thousand square feet", kind: "area" },
  { code: "SQ", name: "Roofing square (100 SF)", kind: "area" },
  { code: "SFCA", name: "Square foot of contact area", kind: "area" },
  { code: "LF", name: "Linear foot", kind: "length" },
  { code: "CLF", name: "Hundred linear feet", kind: "length" },
  { code: "VLF", name: "Vertical linear foot", kind: "length" },
  { code: "CY", name: "Cubic yard", kind: "volume" },
  { code: "CF", name: "Cubic foot", kind: "volume" },
  { code: "EA", name: "Each", kind: "count" },
  { code: "PR", name: "Pair", kind: "count" },
  { code: "SET", name: "Set", kind: "count" },
  { code: "OPNG", name: "Opening", kind: "count" },
  { code: "FLT", name: "Flight", kind: "count" },
  { code: "STOP", name: "Stop", kind: "count" },
  { code: "LS", name: "Lump sum", kind: "lump_sum" },
  { code: "ALLOW", name: "Allowance", kind: "lump_sum" },
  { code: "TON", name: "Ton", kind: "weight" },
  { code: "LB", name: "Pound", kind: "weight" },
  { code: "CWT", name: "Hundredweight (100 LB)", kind: "weight" },
  { code: "GAL", name: "Gallon", kind: "liquid" },
  { code: "BF", name: "Board foot", kind: "lumber" },
  { code: "MBF", name: "Thousand board feet", kind: "lumber" },
  { code: "HR", name: "Hour", kind: "time" },
  { code: "DAY", name: "Day", kind: "time" },
  { code: "WK", name: "Week", kind: "time" },
  { code: "MO", name: "Month", kind: "time" },
  { code: "KW", name: "Kilowatt", kind: "power" },
  { code: "MBH", name: "Thousand BTU per hour", kind: "power" },
];

export type BuildingMetric = { code: string; name: string; kind: "area" | "count"; unit: string };

/** What a project's cost is divided by. Codes are what estimates and records name their inputs. */
export const buildingMetrics: readonly BuildingMetric[] = [
  { code: "GSF", name: "Gross square feet", kind: "area", unit: "SF" },
  { code: "NRSF", name: "Net rentable square feet", kind: "area", unit: "SF" },
  { code: "UNITS", name: "Dwelling units", kind: "count", unit: "EA" },
  { code: "BEDS", name: "Beds", kind: "count", unit: "EA" },
  { code: "KEYS", name: "Hotel keys", kind: "count", unit: "EA" },
  { code: "SEATS", name: "Seats", kind: "count", unit: "EA" },
  { code: "STALLS", name: "Parking stalls", kind: "count", unit: "EA" },
];

const unitByCode = new Map(units.map((u) => [u.code, u]));
// RSF is a common spelling of NRSF (net rentable square feet); the others are singulars.
const metricAliases: Record<string, string> = { RSF: "NRSF", UNIT: "UNITS", BED: "BEDS", KEY: "KEYS" };
const metricByCode = new Map(buildingMetrics.map((m) => [m.code, m]));

/** Case-insensitive lookup of a built-in unit ("sf" → SF). */
export function findUnit(code: string): Unit | undefined {
  return unitByCode.get(code.trim().toUpperCase());
}

export function findBuildingMetric(code: string): BuildingMetric | undefined {
  const upper = code.trim().toUpperCase();
  return metricByCode.get(metricAliases[upper] ?? upper);
}
