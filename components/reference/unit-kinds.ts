import type { UnitKind } from "@/lib/domain/reference/units";

// What a unit measures, in the order the built-in list groups them.
export const unitKindLabels: Record<UnitKind, string> = {
  area: "Area",
  length: "Length",
  volume: "Volume",
  count: "Count",
  lump_sum: "Lump sum",
  weight: "Weight",
  liquid: "Liquid",
  lumber: "Lumber",
  time: "Time",
  power: "Power",
};

export const unitKinds = Object.keys(unitKindLabels) as UnitKind[];
