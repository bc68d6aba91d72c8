// The unit mix panel's requests (issue 13): read the mix with its comparison, replace it under If-Match.
import type { UnitMixDto } from "@/lib/contract/unit-mix";
import type { UnitMix } from "@/lib/domain/estimate/unit-mix";
import { api } from "./api";

export const getUnitMix = (estimateUid: string) => api<UnitMixDto>(`/estimate/${estimateUid}/unit-mix`);

export const saveUnitMix = (
  estimateUid: string,
  mix: UnitMix & { keep?: "mix" | "inputs" },
  version: number,
) =>
  api<UnitMixDto>(`/estimate/${estimateUid}/unit-mix`, {
    method: "PUT",
    body: mix,
    headers: { "If-Match": `"${version}"` },
  });
