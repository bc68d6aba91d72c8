"use client";

// The cost library in the browser: items (searched), assemblies, one cost code's history, each refreshed
// after a write.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import type { AssemblyDto } from "@/lib/contract/assembly";
import type { CostHistoryDto } from "@/lib/contract/cost-history";
import type { CostItemDto } from "@/lib/contract/cost-item";
import type { ListPage } from "@/lib/contract/list";

export const libraryKey = ["cost-library"] as const;

export function useCostItems(
  q: string,
  options: {
    estimateUid?: string;
    limit?: number;
    count?: boolean;
    costCode?: string;
    enabled?: boolean;
  } = {},
) {
  const params = new URLSearchParams({ limit: String(options.limit ?? 100) });
  if (options.count === false) params.set("count", "0");
  if (q) params.set("q", q);
  if (options.costCode) params.set("cost_code", options.costCode);
  if (options.estimateUid) params.set("estimate_uid", options.estimateUid);
  return useQuery({
    queryKey: [
      ...libraryKey,
      "items",
      q,
      options.estimateUid ?? null,
      options.limit ?? 100,
      options.count ?? true,
      options.costCode ?? "",
    ],
    queryFn: () => api<ListPage<CostItemDto>>(`/cost-item?${params}`),
    enabled: options.enabled ?? true,
    placeholderData: (previous) => previous,
  });
}

export function useAssemblies(q = "") {
  const params = new URLSearchParams({ limit: "100" });
  if (q) params.set("q", q);
  return useQuery({
    queryKey: [...libraryKey, "assemblies", q],
    queryFn: () => api<ListPage<AssemblyDto>>(`/assembly?${params}`),
    placeholderData: (previous) => previous,
  });
}

export function useCostHistory(costCode: string, estimateUid: string) {
  const params = new URLSearchParams({ cost_code: costCode, estimate_uid: estimateUid, limit: "5" });
  return useQuery({
    queryKey: [...libraryKey, "history", costCode, estimateUid],
    queryFn: () => api<CostHistoryDto>(`/cost-history?${params}`),
    enabled: costCode.trim() !== "",
  });
}

export function useRefreshLibrary() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: libraryKey });
}

export const listItems = <T>(page: ListPage<T> | undefined): T[] =>
  page ? page.query.map((uid) => page.content[uid]!) : [];
