import { buildingMetrics, units } from "@/lib/domain/reference/units";

// Units are built in (DOMAIN.md); the collection is keyed by code, since a unit has no uid.
const all = [
  ...units.map((u) => ({ code: u.code, name: u.name, kind: u.kind, group: "unit" as const, unit: null })),
  ...buildingMetrics.map((m) => ({
    code: m.code,
    name: m.name,
    kind: m.kind,
    group: "building_metric" as const,
    unit: m.unit,
  })),
];

export function listUnits() {
  return {
    query: all.map((u) => u.code),
    content: Object.fromEntries(all.map((u) => [u.code, u])),
    total: all.length,
    next_cursor: null,
  };
}
