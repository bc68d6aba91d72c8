import type { UnitKind } from "@/lib/domain/reference/units";

export { unitKinds } from "@/lib/domain/reference/units";

// What a unit measures, as the unit dialog and the units panel name it.
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
