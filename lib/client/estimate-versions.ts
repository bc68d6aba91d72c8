// Versions, compare, reopen and publish in the browser: typed calls and TanStack Query hooks, keyed under the
// company like the other estimate queries.
"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EstimateDto } from "@/lib/contract/estimate";
import type { CompareDto, EstimateVersionDto, PublishDto } from "@/lib/contract/estimate-version";
import type { ListPage } from "@/lib/contract/list";
import { api } from "./api";

export type * from "@/lib/contract/estimate-version";

const versionsKey = (companyUid: string, estimateUid: string) =>
  ["company", companyUid, "estimate", estimateUid, "versions"] as const;

export function useVersions(companyUid: string, estimateUid: string, enabled = true) {
  return useQuery({
    queryKey: versionsKey(companyUid, estimateUid),
    queryFn: () => api<ListPage<EstimateVersionDto>>(`/estimate/${estimateUid}/version`),
    enabled,
  });
}

export function useVersionMutations(companyUid: string, estimateUid: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: versionsKey(companyUid, estimateUid) });
  return {
    create: useMutation({
      mutationFn: (name: string) =>
        api<EstimateVersionDto>(`/estimate/${estimateUid}/version`, {
          method: "POST",
          body: { name },
        }),
      onSuccess: refresh,
    }),
    restore: useMutation({
      mutationFn: (versionUid: string) =>
        api<EstimateDto>(`/estimate/${estimateUid}/version/${versionUid}/restore`, {
          method: "POST",
          body: {},
        }),
    }),
    reopen: useMutation({
      mutationFn: (input: { reason: string; version: number }) =>
        api<EstimateDto>(`/estimate/${estimateUid}/reopen`, {
          method: "POST",
          body: { reason: input.reason },
          ifMatch: input.version,
        }),
      onSuccess: refresh,
    }),
    publish: useMutation({
      mutationFn: (version: number) =>
        api<PublishDto>(`/estimate/${estimateUid}/publish`, { method: "POST", ifMatch: version }),
    }),
  };
}

export const compareParams = (left: string, right: string, changesOnly: boolean) => {
  const p = new URLSearchParams({ left, right });
  if (changesOnly) p.set("changes_only", "1");
  return p.toString();
};

export function useCompare(companyUid: string, left: string, right: string, changesOnly: boolean) {
  return useQuery({
    queryKey: ["company", companyUid, "estimate-compare", left, right, changesOnly],
    queryFn: () => api<CompareDto>(`/estimate/compare?${compareParams(left, right, changesOnly)}`),
    enabled: Boolean(left && right),
  });
}
