// Comparisons in the browser: typed calls to /api/v1/comparison* through `api()`, their TanStack Query keys
// (under ["company", companyUid, "comparison"], so a company switch never shows another tenant's) and hooks.
"use client";

import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import type {
  ComparisonDto,
  ComparisonListItemDto,
  CreateComparisonInput,
  SimilarRecordsDto,
  UpdateComparisonInput,
} from "@/lib/contract/comparison";
import type { ListPage } from "@/lib/contract/list";

export type * from "@/lib/contract/comparison";

const pageSize = 50;

export const comparisonKeys = {
  all: (companyUid: string) => ["company", companyUid, "comparison"] as const,
  list: (companyUid: string, q: string) => ["company", companyUid, "comparison", "list", q] as const,
  detail: (companyUid: string, uid: string) => ["company", companyUid, "comparison", "detail", uid] as const,
  similar: (companyUid: string, estimateUid: string) =>
    ["company", companyUid, "comparison", "similar", estimateUid] as const,
};

export const comparisonHref = (uid: string) => `/comparison/${uid}`;
export const exportHref = (uid: string, format: "csv" | "xlsx" | "pdf") =>
  `/api/v1/comparison/${uid}/export?format=${format}`;

const listPath = (q: string, cursor?: string) => {
  const params = new URLSearchParams({ limit: String(pageSize) });
  if (q) params.set("q", q);
  if (cursor) params.set("cursor", cursor);
  return `/comparison?${params}`;
};

/** The company's comparisons matching `q`, a page at a time ("Show more"). */
export function useComparisonList(companyUid: string, q: string) {
  return useInfiniteQuery({
    queryKey: comparisonKeys.list(companyUid, q),
    queryFn: ({ pageParam, signal }) =>
      api<ListPage<ComparisonListItemDto>>(listPath(q, pageParam || undefined), { signal }),
    initialPageParam: "",
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** One comparison with its table; the page's server render is its first answer. */
export function useComparison(companyUid: string, uid: string, initial?: ComparisonDto) {
  return useQuery({
    queryKey: comparisonKeys.detail(companyUid, uid),
    queryFn: ({ signal }) => api<ComparisonDto>(`/comparison/${uid}`, { signal }),
    initialData: initial,
  });
}

/** Records like an estimate (same building type, size band, region); off until an estimate is chosen. */
export function useSimilarRecords(companyUid: string, estimateUid: string | null) {
  return useQuery({
    queryKey: comparisonKeys.similar(companyUid, estimateUid ?? ""),
    queryFn: ({ signal }) =>
      api<SimilarRecordsDto>(`/comparison/similar?estimate_uid=${estimateUid}&limit=50`, { signal }),
    enabled: Boolean(estimateUid),
  });
}

export const createComparison = (input: CreateComparisonInput) =>
  api<ComparisonDto>("/comparison", { method: "POST", body: input });

export const updateComparison = (uid: string, input: UpdateComparisonInput, version: number) =>
  api<ComparisonDto>(`/comparison/${uid}`, { method: "PUT", body: input, ifMatch: version });

export const deleteComparison = (uid: string, version: number) =>
  api<null>(`/comparison/${uid}`, { method: "DELETE", ifMatch: version });

/** Writes: an update puts the answer (with its recomputed table) in the cache; every write refreshes lists. */
export function useComparisonMutations(companyUid: string) {
  const queryClient = useQueryClient();
  const refreshLists = () =>
    queryClient.invalidateQueries({ queryKey: [...comparisonKeys.all(companyUid), "list"] });
  return {
    update: useMutation({
      mutationFn: (v: { uid: string; input: UpdateComparisonInput; version: number }) =>
        updateComparison(v.uid, v.input, v.version),
      onSuccess: (data) => {
        queryClient.setQueryData(comparisonKeys.detail(companyUid, data.uid), data);
        void refreshLists();
      },
    }),
    remove: useMutation({
      mutationFn: (v: { uid: string; version: number }) => deleteComparison(v.uid, v.version),
      onSuccess: () => void refreshLists(),
    }),
  };
}
