// The company's location indexes (Settings › Cost data) placed on the map: a metro at its downtown, a state
// at its centre (lib/domain/geo, shipped offline). Per company, like the rest of the reference data.
import type { LocationPointDto } from "@/lib/contract/market";
import { metroByKey, stateCentre } from "@/lib/domain/geo/zip-centroids";
import { collection } from "../collection";
import { listLocationIndexes } from "../reference/location-index";
import type { Scope } from "../scope";
import { assertMarketVisible } from "./access";

function place(kind: string, key: string): { lat: number; lng: number } | null {
  if (kind === "metro") return metroByKey(key) ?? null;
  if (kind === "state") return stateCentre(key);
  return null;
}

export async function listMarketLocations(scope: Scope) {
  assertMarketVisible(scope);
  const { list } = await listLocationIndexes(scope);
  const items: LocationPointDto[] = list.query.map((uid) => {
    const row = list.content[uid]!;
    const at = place(row.kind, row.key);
    return {
      uid,
      kind: row.kind === "state" ? "state" : "metro",
      key: row.key,
      label: row.label,
      value: row.value,
      lat: at?.lat ?? null,
      lng: at?.lng ?? null,
      is_sample: row.is_sample,
    };
  });
  return collection(items);
}
