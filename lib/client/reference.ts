// Reference data (Settings › Cost data) in the client cache, keyed under ["company", companyUid, "reference"]
// so a company switch never shows another tenant's lists.
import type { CostCodeDto } from "@/lib/contract/reference";
import { api, apiWithVersion } from "./api";
import type { Collection } from "./settings";

/** A list replaced as a whole, with the version its replacement must send back in If-Match. */
export type VersionedList<T> = { list: Collection<T>; version: number };

export const referenceKeys = {
  all: (companyUid: string) => ["company", companyUid, "reference"] as const,
  costCodes: (companyUid: string, classification: string, search: string) =>
    ["company", companyUid, "reference", "cost-codes", classification, search] as const,
  buildingTypes: (companyUid: string) => ["company", companyUid, "reference", "building-types"] as const,
  costIndexes: (companyUid: string) => ["company", companyUid, "reference", "cost-indexes"] as const,
  costIndex: (companyUid: string, uid: string) =>
    ["company", companyUid, "reference", "cost-index", uid] as const,
  locations: (companyUid: string) => ["company", companyUid, "reference", "location-index"] as const,
  rates: (companyUid: string) => ["company", companyUid, "reference", "escalation-rate"] as const,
};

export function fetchCostCodes(classification: string, search: string) {
  const query = new URLSearchParams({ limit: "1000" });
  if (classification) query.set("classification", classification);
  if (search.trim()) query.set("search", search.trim());
  return api<Collection<CostCodeDto>>(`/reference/cost-code?${query}`);
}

/** GETs whose ETag versions the whole list (location indexes, escalation rates). */
export async function fetchVersioned<T>(path: string): Promise<VersionedList<T>> {
  const { data, version } = await apiWithVersion<Collection<T>>(path);
  return { list: data, version: version || 1 };
}
